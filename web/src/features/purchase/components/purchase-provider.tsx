// The purchase flows' entry points and their dialogs. The anonymous crypto path creates the order and its payment and
// follows it, kept in the browser and the address (../use-order-address.ts), until it is finished or the buyer lets it
// go. The member path checks the balance (the Insufficient Balance dialog when short), shows the summary to confirm,
// then buys from the wallet and invalidates the balance and the member's data.

import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { MESSAGES } from '@shared/messages';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { refreshMemberData } from '@/lib/refresh-member-data';
import { showToast } from '@/lib/window-events';
import type { TrackedCheckout } from '../followed-order';
import { withFollowedOrder } from '../load-followed-order';
import {
  priceOf,
  PurchaseContext,
  type CryptoPurchaseRequest,
  type PurchaseActions,
  type WalletPurchaseRequest,
} from '../purchase-request';
import { useOrderAddress } from '../use-order-address';
import type { PurchaseSummary } from './confirm-purchase-dialog';

// The member path's dialogs load with a member's session, which a visitor of the landing page does not have; the summary
// to confirm then stays mounted, so closing it hands focus back to its button (docs/decisions/037 "The landing page's
// weight").
const ConfirmPurchaseDialog = lazy(() =>
  import('./confirm-purchase-dialog').then((module) => ({ default: module.ConfirmPurchaseDialog })),
);
const InsufficientBalanceDialog = lazy(() =>
  import('./insufficient-balance-dialog').then((module) => ({ default: module.InsufficientBalanceDialog })),
);

// The crypto path's dialogs load on first use: most visits never open them.
const CryptoPaymentDialog = lazy(() =>
  import('./crypto-payment-dialog').then((module) => ({ default: module.CryptoPaymentDialog })),
);
const PaymentProgress = lazy(() =>
  import('./payment-progress').then((module) => ({ default: module.PaymentProgress })),
);

const FAILED = { 'one-time': MESSAGES.purchaseFailed, lease: MESSAGES.rentFailed, buy: MESSAGES.purchaseFailed };

// The wallet purchase calls check the server's answers with zod, which the landing page's first load leaves out
// (docs/decisions/004): they load with the first purchase.
const walletPurchase = () => import('../wallet-purchase');

type OpenDialog =
  | { kind: 'insufficientBalance'; request: WalletPurchaseRequest; priceCents: number; balanceCents: number }
  | { kind: 'cryptoPayment'; request: CryptoPurchaseRequest };

export function PurchaseProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [summary, setSummary] = useState<(PurchaseSummary & { answer: (confirmed: boolean) => void }) | null>(null);
  // `opened`: this page opened the payment page itself (not a reload, a return or a link).
  const [checkout, setCheckout] = useState<{ tracked: TrackedCheckout; visible: boolean; opened: boolean } | null>(
    null,
  );
  const balanceCents = session.status === 'authenticated' ? session.user.wallet_balance : 0;

  const actions = useMemo<PurchaseActions>(
    () => ({
      async startWalletPurchase(request, { warning = null, onConfirmed } = {}) {
        const priceCents = priceOf(request);
        if (priceCents === null) return null;
        if (balanceCents < priceCents) {
          setDialog({ kind: 'insufficientBalance', request, priceCents, balanceCents });
          return null;
        }
        const confirmed = await new Promise<boolean>((answer) => {
          setSummary({ request, priceCents, balanceCents, warning, answer });
        });
        setSummary(null);
        if (!confirmed) return null;
        onConfirmed?.();
        try {
          const result = await (await walletPurchase()).buyFromWallet(request, priceCents);
          // The balance in the top bar and the member's lists follow (docs/decisions/004).
          await refreshMemberData();
          return result;
        } catch (error) {
          // The server's balance is the truth: another tab may have spent it since this page read it.
          if (error instanceof ApiError && error.status === 402) {
            setDialog({ kind: 'insufficientBalance', request, priceCents, balanceCents });
            void refreshMemberData();
          } else {
            showToast(error instanceof ApiError ? error.message : FAILED[request.type], 'error');
          }
          return null;
        }
      },
      startCryptoPayment(request) {
        setDialog({ kind: 'cryptoPayment', request });
      },
    }),
    [balanceCents],
  );

  const follow = useCallback((tracked: TrackedCheckout, opened = false) => {
    withFollowedOrder((storage) => storage.saveFollowedOrder(tracked));
    setDialog(null);
    setCheckout({ tracked, visible: true, opened });
  }, []);
  const followedId = checkout?.tracked.orderId ?? null;
  const { release } = useOrderAddress(followedId, follow);
  const endFollowing = () => {
    if (followedId) withFollowedOrder((storage) => storage.forgetFollowedOrder(followedId));
    release();
    setCheckout(null);
  };
  const showProgress = useCallback(() => setCheckout((current) => current && { ...current, visible: true }), []);

  const close = () => setDialog(null);
  return (
    <PurchaseContext value={actions}>
      {children}
      {/* A boundary each, so one dialog loading never hides another. */}
      <Suspense fallback={null}>
        {session.status === 'authenticated' && (
          <ConfirmPurchaseDialog
            summary={summary}
            onConfirm={() => summary?.answer(true)}
            onCancel={() => summary?.answer(false)}
          />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {dialog?.kind === 'insufficientBalance' && (
          <InsufficientBalanceDialog
            type={dialog.request.type}
            priceCents={dialog.priceCents}
            balanceCents={dialog.balanceCents}
            onClose={close}
          />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {dialog?.kind === 'cryptoPayment' && (
          <CryptoPaymentDialog
            request={dialog.request}
            onClose={close}
            onStarted={(tracked) => follow(tracked, true)}
          />
        )}
        {checkout && (
          <PaymentProgress
            key={checkout.tracked.orderId}
            checkout={checkout.tracked}
            visible={checkout.visible}
            pageOpened={checkout.opened}
            onShow={showProgress}
            onHide={() => setCheckout((current) => current && { ...current, visible: false })}
            onEnd={endFollowing}
          />
        )}
      </Suspense>
    </PurchaseContext>
  );
}

// The purchase flows' entry points and their dialogs: the member's wallet purchases (with the Insufficient Balance
// dialog) and the anonymous crypto payment dialog.

import { useMemo, useState, type ReactNode } from 'react';
import { MESSAGES } from '../../../../../shared/messages';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { dispatchWindowEvent, showToast } from '../../../lib/window-events';
import { buySimCard } from '../api/buy-sim-card';
import { createLease } from '../api/create-lease';
import { createOrder } from '../api/create-order';
import {
  priceOf,
  PurchaseContext,
  type CryptoPurchaseRequest,
  type PurchaseActions,
  type WalletPurchaseRequest,
  type WalletPurchaseResult,
} from '../purchase-request';
import { CryptoPaymentDialog } from './crypto-payment-dialog';
import { InsufficientBalanceDialog } from './insufficient-balance-dialog';

const FAILED = { 'one-time': MESSAGES.purchaseFailed, lease: MESSAGES.rentFailed, buy: MESSAGES.purchaseFailed };

async function buyFromWallet(request: WalletPurchaseRequest, priceCents: number): Promise<WalletPurchaseResult> {
  if (request.type === 'buy') {
    const simCard = await buySimCard(priceCents);
    showToast(MESSAGES.simPurchased, 'success');
    return { type: 'buy', simCard };
  }
  const service = request.service!;
  if (request.type === 'lease') {
    const lease = await createLease(service, priceCents);
    showToast(MESSAGES.numberRented, 'success');
    return { type: 'lease', lease };
  }
  const order = await createOrder(service, priceCents);
  showToast(MESSAGES.orderCreated, 'success');
  return { type: 'one-time', order };
}

type OpenDialog =
  | { kind: 'insufficientBalance'; request: WalletPurchaseRequest; priceCents: number; balanceCents: number }
  | { kind: 'cryptoPayment'; request: CryptoPurchaseRequest };

export function PurchaseProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const balanceCents = session.status === 'authenticated' ? session.user.wallet_balance : 0;

  const actions = useMemo<PurchaseActions>(
    () => ({
      async startWalletPurchase(request) {
        const priceCents = priceOf(request);
        if (priceCents === null) return null;
        if (balanceCents < priceCents) {
          setDialog({ kind: 'insufficientBalance', request, priceCents, balanceCents });
          return null;
        }
        try {
          const result = await buyFromWallet(request, priceCents);
          dispatchWindowEvent('balanceUpdated');
          return result;
        } catch (error) {
          // The server's balance is the truth: another tab may have spent it since this page read it.
          if (error instanceof ApiError && error.status === 402) {
            setDialog({ kind: 'insufficientBalance', request, priceCents, balanceCents });
            dispatchWindowEvent('balanceUpdated');
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

  const close = () => setDialog(null);
  return (
    <PurchaseContext value={actions}>
      {children}
      {dialog?.kind === 'insufficientBalance' && (
        <InsufficientBalanceDialog
          type={dialog.request.type}
          priceCents={dialog.priceCents}
          balanceCents={dialog.balanceCents}
          onClose={close}
        />
      )}
      {dialog?.kind === 'cryptoPayment' && <CryptoPaymentDialog request={dialog.request} onClose={close} />}
    </PurchaseContext>
  );
}

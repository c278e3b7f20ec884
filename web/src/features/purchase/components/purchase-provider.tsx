// The purchase flows' entry points and their dialogs. Until the numbers and payments issues wire the calls, each flow
// opens its dialog and then says, with an info toast, that the next step is coming: nothing is bought or charged here.

import { useMemo, useState, type ReactNode } from 'react';
import { MESSAGES } from '../../../../../shared/messages';
import { useSession } from '../../../lib/session';
import { showToast } from '../../../lib/window-events';
import {
  priceOf,
  PurchaseContext,
  type CryptoPurchaseRequest,
  type PurchaseActions,
  type WalletPurchaseRequest,
} from '../purchase-request';
import { CryptoPaymentDialog } from './crypto-payment-dialog';
import { InsufficientBalanceDialog } from './insufficient-balance-dialog';

type OpenDialog =
  | { kind: 'insufficientBalance'; request: WalletPurchaseRequest; priceCents: number; balanceCents: number }
  | { kind: 'cryptoPayment'; request: CryptoPurchaseRequest };

export function PurchaseProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const balanceCents = session.status === 'authenticated' ? session.user.wallet_balance : 0;

  const actions = useMemo<PurchaseActions>(
    () => ({
      startWalletPurchase(request) {
        const priceCents = priceOf(request);
        if (priceCents === null) return;
        if (balanceCents < priceCents) {
          setDialog({ kind: 'insufficientBalance', request, priceCents, balanceCents });
          return;
        }
        showToast(MESSAGES.checkoutComingSoon, 'info');
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

// The summary a member confirms before the wallet is charged: the item, its price and the balance after, with a warning
// when one is given (a lease of the same service still running). Cancel, Escape and the close button charge nothing.
// The dialog stays mounted while closed, so closing it hands focus back to the button that opened it.

import { serviceDisplayName } from '@shared/catalogue';
import { LABELS } from '@shared/messages';
import { formatUsd } from '@shared/money';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TYPE_LABELS, type WalletPurchaseRequest } from '../purchase-request';

export interface PurchaseSummary {
  request: WalletPurchaseRequest;
  priceCents: number;
  balanceCents: number;
  warning: string | null;
}

interface ConfirmPurchaseDialogProps {
  /** null while closed. */
  summary: PurchaseSummary | null;
  onConfirm: () => void;
  onCancel: () => void;
}

const TEXT = LABELS.confirmPurchase;

function itemName({ type, service }: WalletPurchaseRequest): string {
  if (!service) return LABELS.ukEsim;
  return `${TYPE_LABELS[type]}: ${serviceDisplayName(service, type)}`;
}

export function ConfirmPurchaseDialog({ summary, onConfirm, onCancel }: ConfirmPurchaseDialogProps) {
  return (
    <Dialog open={summary !== null} onClose={onCancel} title={TEXT.title}>
      {summary && (
        <>
          <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200 text-sm">
            {[
              [TEXT.item, itemName(summary.request)],
              [TEXT.price, formatUsd(summary.priceCents)],
              [TEXT.balanceAfter, formatUsd(summary.balanceCents - summary.priceCents)],
            ].map(([term, value]) => (
              <div key={term} className="flex justify-between gap-4 px-4 py-3">
                <dt className="text-slate-600">{term}</dt>
                <dd className="text-right font-semibold text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          {summary.warning && (
            <p role="alert" className="mt-4 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
              {summary.warning}
            </p>
          )}
          <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
            <Button onClick={onConfirm} className="flex-1">
              {TEXT.confirm}
            </Button>
            <Button variant="secondary" onClick={onCancel} className="flex-1">
              {TEXT.cancel}
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}

// The anonymous crypto payment dialog (spec 000 §4): what is being bought, for how much, in which coin, and Start Payment.

import { serviceDisplayName } from '../../../../../shared/catalogue';
import { DEFAULT_COINS } from '../../../../../shared/constants';
import { LABELS, MESSAGES } from '../../../../../shared/messages';
import { formatUsd } from '../../../../../shared/money';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { showToast } from '../../../lib/window-events';
import { priceOf, type CryptoPurchaseRequest } from '../purchase-request';

const TYPE_LABELS = { 'one-time': LABELS.oneTimeSms, lease: LABELS.lease, buy: LABELS.numberPurchase } as const;

export function CryptoPaymentDialog({ request, onClose }: { request: CryptoPurchaseRequest; onClose: () => void }) {
  const { type, service, coin, email } = request;
  const coinLabel = DEFAULT_COINS.find((option) => option.value === coin)?.label ?? coin.toUpperCase();
  const rows: [string, string][] = [
    ['Product', TYPE_LABELS[type]],
    ['Service', service ? serviceDisplayName(service, type) : LABELS.ukEsim],
    ['Price', formatUsd(priceOf(request) ?? 0)],
    ['Pay with', coinLabel],
    ...(email ? ([['Codes forwarded to', email]] as [string, string][]) : []),
  ];

  return (
    <Dialog open onClose={onClose} title="Pay with crypto" description="No account needed: the payment page opens in a new tab.">
      <dl className="divide-y divide-slate-100 rounded-xl bg-slate-50 px-4 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="flex justify-between gap-4 py-2.5">
            <dt className="text-slate-600">{term}</dt>
            <dd className="text-right font-semibold break-all text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <Button className="mt-6 w-full" onClick={() => showToast(MESSAGES.checkoutComingSoon, 'info')}>
        {LABELS.startPayment}
      </Button>
    </Dialog>
  );
}

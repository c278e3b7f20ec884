// Where the buyer's payout to their own address is (docs/decisions/064), as the order page says it: being sent,
// waiting for the shop's approval (above the automatic limits), or sent, with the provider's reference and when. A
// failed payout is owed again: the owed panel says why (`PayoutFailed`) above the ways to take it.

import type { PaymentProviderName } from '@shared/coins';
import type { PayoutView } from '@shared/schemas/refunds';
import { formatDateTime } from '@/components/ui/status-badge';
import { StatusPanel } from '@/components/ui/status-panel';
import { coinAmount } from './send-to-address';

function Destination({ provider, payout }: { provider: PaymentProviderName; payout: PayoutView }) {
  return (
    <>
      <strong>{coinAmount(provider, payout.coin, payout.receive_coin)}</strong> to{' '}
      <span className="font-mono break-all">{payout.address}</span> ({payout.network})
    </>
  );
}

export function PayoutState({
  provider,
  amount,
  payout,
}: {
  provider: PaymentProviderName;
  /** What was owed, in USD. */
  amount: string;
  payout: PayoutView;
}) {
  if (payout.state === 'sending') {
    return (
      <StatusPanel tone="waiting" title={`${amount} is being sent`}>
        <p>
          <Destination provider={provider} payout={payout} /> is on its way. This page says when it is sent.
        </p>
      </StatusPanel>
    );
  }
  if (payout.state === 'awaiting_approval') {
    return (
      <StatusPanel tone="waiting" title="Waiting for the shop's approval">
        <p>
          The payout of {amount} as <Destination provider={provider} payout={payout} /> waits for the shop to approve
          it, as larger payouts do. It is sent once approved, and this page says so.
        </p>
      </StatusPanel>
    );
  }
  return (
    <StatusPanel tone="success" title={`${amount} was sent to you`}>
      <p>
        <Destination provider={provider} payout={payout} />
        {payout.settled_at && <>, on {formatDateTime(payout.settled_at)}</>}.
      </p>
      {payout.reference && (
        <p>
          The provider&apos;s reference: <span className="font-mono break-all">{payout.reference}</span>
        </p>
      )}
    </StatusPanel>
  );
}

/** Why the last payout failed, in the owed panel above the ways to take the money again. */
export function PayoutFailed({ payout }: { payout: PayoutView }) {
  return (
    <p>
      Sending it to <span className="font-mono break-all">{payout.address}</span> failed
      {payout.failure ? `: ${payout.failure}` : ''}. It is owed to you again.
    </p>
  );
}

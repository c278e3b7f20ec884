// The sendPayouts job's work (docs/decisions/064 "Sending"): each payout being sent is asked of its provider once, and
// one whose answer never came (a timeout, a 5xx, an answer we could not read) is looked up, never sent again; the
// provider's signed notice usually settles it first (settle-payout.ts).

import { ROUTES } from '../../../shared/routes.js';
import type { PaymentProviderName } from '../../../shared/coins.js';
import type { BusinessMetrics, Clock } from '../ports.js';
import type { PayoutProvider } from './payout-ports.js';
import { failedAtProvider, type Payout } from './payout.js';
import type { PayoutRepository } from './ports.js';
import { applyPayoutStatus, endPayout, type SettleDeps } from './settle-payout.js';

export interface SendPayoutsDeps extends SettleDeps {
  clock: Clock;
  payouts: PayoutRepository;
  payoutProviders: Partial<Record<PaymentProviderName, PayoutProvider>>;
  metrics: Pick<BusinessMetrics, 'payoutsOverdue'>;
}

/** Where each provider posts its payout notices; the payout's id travels in the query. */
const NOTICE_ROUTE: Record<PaymentProviderName, string> = {
  coinpayments: ROUTES['webhooks.coinPaymentsPayout'].path,
  nowpayments: ROUTES['webhooks.nowPaymentsPayout'].path,
};

/** How many payouts one run sends or looks up. */
const PER_RUN = 25;
/** An accepted payout is looked up once its notice is this late. */
const NOTICE_LATE_MS = 30 * 60_000;
/** A payout the provider was asked for and that is still not sent or failed this long after is overdue (an alarm). */
const PAYOUT_OVERDUE_MS = 6 * 3_600_000;

export function payoutNoticeUrl(publicUrl: string, payout: Pick<Payout, 'id' | 'provider'>): string {
  return `${publicUrl.replace(/\/$/, '')}${NOTICE_ROUTE[payout.provider]}?payout=${payout.id}`;
}

/** Asks the provider once: the claim is recorded first, so a crash after it leaves the payout to a lookup. */
async function send(deps: SendPayoutsDeps, provider: PayoutProvider, payout: Payout): Promise<boolean> {
  const notifyUrl = payoutNoticeUrl(deps.publicUrl, payout);
  if (!(await deps.payouts.claimSend(payout, deps.clock.now()))) return false;
  const answer = await provider.send({
    payoutId: payout.id,
    coin: payout.coin,
    address: payout.address,
    amountUsdCents: payout.amountCents,
    notifyUrl,
  });
  if (answer.outcome === 'refused') {
    await endPayout(deps, payout, 'sending', {
      outcome: 'failed',
      failure: failedAtProvider(answer.why),
      reference: null,
    });
  } else {
    await deps.payouts.recordAnswer(payout, answer.outcome, answer.outcome === 'accepted' ? answer.reference : null);
  }
  return true;
}

/** Asked of its provider long ago and still not settled: neither its notice nor the lookups could end it. */
const overdue = (payout: Payout, now: number) =>
  payout.asked !== 'no' && now - Date.parse(payout.askedAt ?? payout.requestedAt) > PAYOUT_OVERDUE_MS;

/**
 * One page: sends what was not asked yet, looks up what was asked with no answer, or whose notice is late; how many it
 * sent or settled (a lookup that finds it still pending changes nothing). Says how many of the page are overdue.
 */
export async function sendPayouts(deps: SendPayoutsDeps): Promise<number> {
  const now = deps.clock.now().getTime();
  let changed = 0;
  const sending = await deps.payouts.sending(PER_RUN);
  deps.metrics.payoutsOverdue(sending.filter((payout) => overdue(payout, now)).length);
  for (const payout of sending) {
    const provider = deps.payoutProviders[payout.provider];
    if (!provider) continue;
    if (payout.asked === 'no') {
      if (await send(deps, provider, payout)) changed += 1;
    } else if (payout.asked === 'unknown' || now - Date.parse(payout.requestedAt) > NOTICE_LATE_MS) {
      const status = await provider.find({ payoutId: payout.id, reference: payout.reference });
      if (await applyPayoutStatus(deps, payout, status)) changed += 1;
    }
  }
  return changed;
}

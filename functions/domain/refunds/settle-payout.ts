// How a payout ends (docs/decisions/064 "Notices"): sent (the owed amount is paid, and a buyer who left an address is
// told), or failed (owed again, takeable, the page says why). The provider's signed notice names our payout id; a
// repeated or late notice finds the payout ended and changes nothing.

import type { AuditEntry } from '../audit/audit-entry.js';
import { formatUsd } from '../../../shared/money.js';
import type { AnonymousOrderRepository } from '../orders/ports.js';
import { orderProduct } from '../payments/held-money-email.js';
import { announceOutbox, outboxEmail } from '../outbox/outbox-writes.js';
import { givenAddress } from '../outbox/mail-rule.js';
import type { Clock, EventPublisher } from '../ports.js';
import type { PayoutStatus } from './payout-ports.js';
import type { PayoutEnd, PayoutRepository } from './ports.js';
import { failedAtProvider, type Payout } from './payout.js';

export interface SettleDeps {
  clock: Clock;
  payouts: PayoutRepository;
  anonymousOrders: Pick<AnonymousOrderRepository, 'find'>;
  events: EventPublisher;
  publicUrl: string;
}

/** The "paid" email, to the address an anonymous lease's buyer confirmed; none without one. */
async function paidEmail(deps: SettleDeps, payout: Payout, end: PayoutEnd, now: Date) {
  const order = await deps.anonymousOrders.find(payout.orderId);
  if (end.outcome !== 'sent' || !order?.email) return [];
  const site = deps.publicUrl.replace(/\/$/, '');
  return outboxEmail(
    givenAddress(order.email, order.emailConfirmedAt !== null),
    'toConfirmedOnly',
    {
      subject: `Your money was sent back (order ${order.id})`,
      paragraphs: [
        `${formatUsd(payout.amountCents)} your ${orderProduct(order)} owed you was sent to your ${payout.network} ` +
          `address ${payout.address}: ${payout.receiveCoin} ${payout.coin} after the network's fee.`,
        ...(end.txHash ? [`The transaction: ${end.txHash}`] : []),
        `Your order's page: ${site}/?order_id=${order.id}`,
      ],
    },
    now,
  );
}

/** Ends the payout still `from` with its owed amount: false when it had ended already. */
export async function endPayout(
  deps: SettleDeps,
  payout: Payout,
  from: Payout['state'],
  end: PayoutEnd,
  audit: AuditEntry | null = null,
): Promise<boolean> {
  const now = deps.clock.now();
  const outbox = await paidEmail(deps, payout, end, now);
  if (!(await deps.payouts.end(payout, from, end, now, outbox, audit))) return false;
  await announceOutbox(deps, outbox);
  await deps.events.publish(end.outcome === 'sent' ? 'PayoutSent' : 'PayoutFailed', {
    payoutId: payout.id,
    orderId: payout.orderId,
  });
  return true;
}

/**
 * Settles a payout from the provider's record of it. One the provider has no record of is left as it is: the answer
 * that never came may yet have sent it, so only its notice, or an operator who checked, may call it failed.
 */
export async function applyPayoutStatus(
  deps: SettleDeps,
  payout: Payout,
  status: PayoutStatus | null,
): Promise<boolean> {
  if (status === null || status.status === 'pending') return false;
  if (status.status === 'sent') {
    return endPayout(deps, payout, 'sending', { outcome: 'sent', reference: status.reference, txHash: status.txHash });
  }
  return endPayout(deps, payout, 'sending', {
    outcome: 'failed',
    failure: failedAtProvider(status.why),
    reference: status.reference,
  });
}

/**
 * A provider's verified notice for our payout: settled when it is final and names the payout's reference (or the
 * payout has none yet); a notice for a payout we never recorded changes nothing.
 */
export async function settlePayoutNotice(deps: SettleDeps, payoutId: string, status: PayoutStatus): Promise<boolean> {
  const payout = await deps.payouts.find(payoutId);
  if (!payout) return false;
  if (payout.reference && status.reference && payout.reference !== status.reference) return false;
  return applyPayoutStatus(deps, payout, status);
}

// The buyer's side of money owed (docs/decisions/063): what the order's page shows, and "Add it to a wallet".

import { formatUsd } from '../../../shared/money.js';
import type { OwedRefundResponse, OwedWay } from '../../../shared/schemas/refunds.js';
import { AppError } from '../errors.js';
import type { Clock, EventPublisher } from '../ports.js';
import type { User } from '../users/user.js';
import { OWED_REASON_TEXT, TAKEABLE, owedCreditReference, type OwedRefund } from './owed-refund.js';
import type { OwedRefundRepository } from './ports.js';

export interface MoneyOwedDeps {
  clock: Clock;
  owedRefunds: OwedRefundRepository;
  events: EventPublisher;
}

/** The ways offered: a payout to the buyer's address (`address`) is not offered until it is built. */
const WAYS_OFFERED: readonly OwedWay[] = ['wallet'];

export const NOTHING_OWED = 'Nothing is owed for this order.';

async function owedFor(deps: Pick<MoneyOwedDeps, 'owedRefunds'>, orderId: string): Promise<OwedRefund> {
  const owed = await deps.owedRefunds.find(orderId);
  if (!owed) throw new AppError('notFound', NOTHING_OWED);
  return owed;
}

/** What the order link's holder reads: how much, why, where it is, and the ways still open. */
export async function moneyOwed(
  deps: Pick<MoneyOwedDeps, 'owedRefunds'>,
  orderId: string,
): Promise<Omit<OwedRefundResponse, 'success'>> {
  const owed = await owedFor(deps, orderId);
  return {
    owed_cents: owed.owedCents,
    reason: OWED_REASON_TEXT[owed.reason],
    state: owed.state,
    ways: TAKEABLE.has(owed.state) ? [...WAYS_OFFERED] : [],
  };
}

/**
 * Credits what the order owes to the signed-in member's wallet, once: the owed record's state and the ledger entry
 * move in one transaction, so a second claim, from this account or any other, finds nothing to take.
 */
export async function claimOwedRefund(deps: MoneyOwedDeps, user: User, orderId: string): Promise<number> {
  const owed = await owedFor(deps, orderId);
  const taken = () => new AppError('invalidState', `This money was taken already (${owed.state}).`);
  if (!TAKEABLE.has(owed.state)) throw taken();
  const credit = {
    userId: user.id,
    kind: 'refund' as const,
    amountCents: owed.owedCents,
    description: `Refund of order ${orderId}: ${formatUsd(owed.owedCents)} owed, added to the wallet`,
    reference: owedCreditReference(orderId),
  };
  const result = await deps.owedRefunds.claim(owed, user.id, credit, deps.clock.now());
  if (result === 'taken') throw new AppError('invalidState', 'This money was taken already.');
  await deps.events.publish('WalletCredited', { userId: user.id });
  return owed.owedCents;
}

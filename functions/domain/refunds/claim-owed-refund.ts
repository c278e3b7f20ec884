// "Add it to a wallet" (docs/decisions/063): what an anonymous order owes its buyer, credited to the signed-in member's
// wallet once.

import { formatUsd } from '../../../shared/money.js';
import { AppError } from '../errors.js';
import type { Clock, EventPublisher } from '../ports.js';
import type { User } from '../users/user.js';
import { owedFor } from './money-owed.js';
import { TAKEABLE, owedCreditReference } from './owed-refund.js';
import type { OwedRefundRepository } from './ports.js';

export interface ClaimOwedDeps {
  clock: Clock;
  owedRefunds: OwedRefundRepository;
  events: EventPublisher;
}

/**
 * Credits what the order owes to the signed-in member's wallet, once: the owed record's state and the ledger entry
 * move in one transaction, so a second claim, from this account or any other, finds nothing to take.
 */
export async function claimOwedRefund(deps: ClaimOwedDeps, user: User, orderId: string): Promise<number> {
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

// A lease's automatic renewal (docs/decisions/062): a switch per lease, off until its member turns it on; the reminder
// job renews a lease that has it on at the reminder's time, when the wallet holds the price.

import { MESSAGES } from '../../../shared/messages.js';
import { AppError } from '../errors.js';
import type { StockDeps } from '../stock/stock-deps.js';
import type { User } from '../users/user.js';
import { holdsNumber, type Lease } from './lease.js';
import { memberLease } from './renew-lease.js';

/** The member's lease with its switch set; turning it off also clears a failed renewal's note. */
export async function setAutoRenew(
  deps: Pick<StockDeps, 'leases'>,
  user: User,
  leaseId: string,
  on: boolean,
): Promise<Lease> {
  const lease = await memberLease(deps, user, leaseId);
  if (!holdsNumber(lease) || !(await deps.leases.setAutoRenew(lease, on))) {
    throw new AppError('invalidState', MESSAGES.leaseNotRenewable);
  }
  return { ...lease, autoRenew: on, autoRenewFailedAt: on ? lease.autoRenewFailedAt : null };
}

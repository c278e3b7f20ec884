// A member's lease with its inbox; another member's lease id is simply not found (docs/decisions/016 invariant 7). In
// its grace the messages that arrived are kept but shown only once the lease is renewed (docs/decisions/062).

import type { StockDeps } from '../stock/stock-deps.js';
import type { User } from '../users/user.js';
import type { Lease, LeaseMessage } from './lease.js';
import { memberLease } from './renew-lease.js';

export async function leaseInbox(
  deps: Pick<StockDeps, 'leases'>,
  user: User,
  leaseId: string,
): Promise<{ lease: Lease; messages: LeaseMessage[] }> {
  const lease = await memberLease(deps, user, leaseId);
  return { lease, messages: lease.status === 'grace' ? [] : await deps.leases.messages(lease) };
}

// A member's lease with its inbox; another member's lease id is simply not found (docs/decisions/016 invariant 7).

import { MESSAGES } from '../../../shared/messages.js';
import { AppError } from '../errors.js';
import { userOwner } from '../stock/owner.js';
import type { StockDeps } from '../stock/stock-deps.js';
import type { User } from '../users/user.js';
import type { Lease, LeaseMessage } from './lease.js';

export async function leaseInbox(
  deps: Pick<StockDeps, 'leases'>,
  user: User,
  leaseId: string,
): Promise<{ lease: Lease; messages: LeaseMessage[] }> {
  const lease = await deps.leases.find(userOwner(user.id), leaseId);
  if (!lease) throw new AppError('notFound', MESSAGES.leaseNotFound);
  return { lease, messages: await deps.leases.messages(lease) };
}

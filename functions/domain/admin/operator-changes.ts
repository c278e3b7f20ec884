// The back office's changes (docs/decisions/021 "Operator changes"): a member switched on or off or given another
// role, a member's pending one-time order cancelled and refunded as their own cancel is, an active lease ended at once.

import { MESSAGES } from '../../../shared/messages.js';
import type { AdminLease, AdminOrder, AdminUser } from '../../../shared/schemas/admin.js';
import type { UpdateUserRequest } from '../../../shared/schemas/admin-changes.js';
import { auditEntry, type Operator } from '../audit/audit-entry.js';
import { AppError } from '../errors.js';
import { cancelOneTimeOrder } from '../orders/end-one-time-order.js';
import type { StockDeps } from '../stock/stock-deps.js';
import type { User } from '../users/user.js';
import type { AdminDeps } from './admin-deps.js';
import { switchAccount } from './account-actions.js';
import { toAdminLease, toAdminOrder, toAdminUser, withHolders } from './admin-lists.js';

type OperatorDeps = AdminDeps & Pick<StockDeps, 'events' | 'metrics'>;

/**
 * Another member's account given another role, or switched on or off, each change with its audit entry
 * (docs/decisions/059); an admin's own account is left alone.
 */
export async function updateUser(
  deps: Pick<AdminDeps, 'users' | 'clock'>,
  admin: User,
  operator: Operator,
  id: string,
  changes: UpdateUserRequest,
): Promise<AdminUser> {
  if (id === admin.id) throw new AppError('invalidState', MESSAGES.ownAccountUnchangeable);
  const user = await deps.users.findById(id);
  if (!user) throw new AppError('notFound', MESSAGES.userNotFound);
  if (changes.role !== undefined && changes.role !== user.role) {
    const entry = auditEntry(deps.clock.now(), operator, {
      action: 'user_role',
      subject: { kind: 'user', id },
      details: `Made ${user.email} ${changes.role}`,
      before: { role: user.role },
      after: { role: changes.role },
      reason: changes.reason,
    });
    await deps.users.setRole(id, changes.role, entry);
  }
  if (changes.is_active !== undefined) await switchAccount(deps, operator, id, changes.is_active, changes.reason);
  return toAdminUser((await deps.users.findById(id))!);
}

/** A member's one-time order still waiting for its code, cancelled and refunded to their wallet once. */
export async function cancelMemberOrder(deps: OperatorDeps, id: string): Promise<AdminOrder> {
  const order = await deps.adminLists.orderByIdOrNumber(id);
  if (!order || order.id !== id) throw new AppError('notFound', MESSAGES.orderNotFound);
  if (order.owner.kind !== 'user') throw new AppError('invalidState', MESSAGES.anonymousOrderUncancellable);
  const member = await deps.users.findById(order.owner.userId);
  if (!member) throw new AppError('notFound', MESSAGES.orderNotFound);
  const cancelled = await cancelOneTimeOrder(deps, member, order.id);
  return (await withHolders(deps, [cancelled], toAdminOrder))[0]!;
}

/** An active lease ended now without refund: its number destroyed and its forwarding stopped. */
export async function cancelLease(deps: OperatorDeps, id: string): Promise<AdminLease> {
  const lease = await deps.adminLists.leaseByIdOrNumber(id);
  if (!lease || lease.id !== id) throw new AppError('notFound', MESSAGES.leaseNotFound);
  if (lease.status !== 'active' || !(await deps.leases.cancel(lease, deps.clock.now()))) {
    throw new AppError('invalidState', MESSAGES.leaseNotActive);
  }
  const ended = (await deps.leases.find(lease.owner, lease.id))!;
  return (await withHolders(deps, [ended], toAdminLease))[0]!;
}

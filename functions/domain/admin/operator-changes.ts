// The back office's changes (docs/decisions/021 "Operator changes", 060): a member switched on or off or given another
// role; a member's one-time order cancelled while it waits (refunded as their own cancel is) or refunded to their
// wallet once it has its code; a lease ended at once, or a message of its inbox forwarded again. Each order and lease
// change writes its audit entry in the transaction that makes it.

import { holdsNumber } from '../leases/lease.js';
import { formatUsd } from '../../../shared/money.js';
import { MESSAGES } from '../../../shared/messages.js';
import type { AdminLease, AdminOrder, AdminUser } from '../../../shared/schemas/admin.js';
import type { UpdateUserRequest } from '../../../shared/schemas/admin-changes.js';
import { auditEntry, type Operator } from '../audit/audit-entry.js';
import { AppError } from '../errors.js';
import { cancelOneTimeOrder } from '../orders/end-one-time-order.js';
import type { OneTimeOrder } from '../orders/one-time-order.js';
import { announceOutbox } from '../outbox/outbox-writes.js';
import type { PaymentsDeps } from '../payments/payments-deps.js';
import { leaseForwardOutbox, type RouteDeps } from '../sms/route-sms.js';
import type { StockDeps } from '../stock/stock-deps.js';
import { orderRefundedEmail } from '../users/order-update-emails.js';
import type { User } from '../users/user.js';
import type { LedgerEntry } from '../wallet/ledger.js';
import type { AdminDeps } from './admin-deps.js';
import { switchAccount } from './account-actions.js';
import { toAdminLease, toAdminOrder, toAdminUser, withHolders } from './admin-lists.js';
import { refundable } from './record-story.js';

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

/** The member's one-time order the id names; an anonymous buyer's has no wallet to put money back in. */
async function memberOrder(deps: OperatorDeps, id: string): Promise<{ order: OneTimeOrder; member: User }> {
  const order = await deps.adminLists.orderByIdOrNumber(id);
  if (!order || order.id !== id) throw new AppError('notFound', MESSAGES.orderNotFound);
  if (order.owner.kind !== 'user') throw new AppError('invalidState', MESSAGES.anonymousOrderUncancellable);
  const member = await deps.users.findById(order.owner.userId);
  if (!member) throw new AppError('notFound', MESSAGES.orderNotFound);
  return { order, member };
}

async function orderView(deps: OperatorDeps, order: OneTimeOrder): Promise<AdminOrder> {
  const now = (await deps.oneTimeOrders.find(order.owner, order.id)) ?? order;
  return (await withHolders(deps, [now], toAdminOrder))[0]!;
}

/** A member's one-time order still waiting for its code, cancelled and refunded to their wallet once. */
export async function cancelMemberOrder(
  deps: OperatorDeps,
  operator: Operator,
  id: string,
  reason: string,
): Promise<AdminOrder> {
  const { order, member } = await memberOrder(deps, id);
  const audit = auditEntry(deps.clock.now(), operator, {
    action: 'order_cancel',
    subject: { kind: 'order', id: order.id },
    details: `Cancelled order ${order.id} (${order.serviceName}) of ${member.email}, ${formatUsd(order.priceCents)} refunded to the wallet`,
    before: { status: order.status, refund: order.refund },
    after: { status: 'cancelled', refund: 'wallet' },
    reason,
  });
  const cancelled = await cancelOneTimeOrder(deps, member, order.id, { why: `cancelled by support: ${reason}`, audit });
  return orderView(deps, cancelled);
}

/**
 * A member's one-time order that brought its code, its price refunded to their wallet once (a ledger entry of kind
 * refund under the same reference a cancellation's refund takes, so an order is never refunded twice).
 */
export async function refundMemberOrder(
  deps: OperatorDeps & Pick<PaymentsDeps, 'publicUrl'>,
  operator: Operator,
  id: string,
  reason: string,
): Promise<AdminOrder> {
  const { order, member } = await memberOrder(deps, id);
  if (order.status === 'pending' && order.code === null)
    throw new AppError('invalidState', MESSAGES.orderCancelInstead);
  if (!refundable(order)) throw new AppError('invalidState', MESSAGES.orderRefundedAlready);
  const now = deps.clock.now();
  const refund: LedgerEntry = {
    userId: member.id,
    kind: 'refund',
    amountCents: order.priceCents,
    description: `Refund of SMS-${order.id} (${order.serviceName}): ${reason}`,
    reference: `refund:one_time:${order.id}`,
  };
  const audit = auditEntry(now, operator, {
    action: 'order_refund',
    subject: { kind: 'order', id: order.id },
    details: `Refunded ${formatUsd(order.priceCents)} of order ${order.id} (${order.serviceName}) to the wallet of ${member.email}`,
    before: { refund: null },
    after: { refund: 'wallet', amount_cents: order.priceCents },
    reason,
  });
  const outbox = await orderRefundedEmail(deps, refund, now);
  if (!(await deps.oneTimeOrders.refund(order, refund, now, outbox, audit))) {
    throw new AppError('invalidState', MESSAGES.orderRefundedAlready);
  }
  deps.metrics.refunded();
  await announceOutbox(deps, outbox);
  return orderView(deps, order);
}

async function leaseNamed(deps: OperatorDeps, id: string) {
  const lease = await deps.adminLists.leaseByIdOrNumber(id);
  if (!lease || lease.id !== id) throw new AppError('notFound', MESSAGES.leaseNotFound);
  return lease;
}

/** An active lease ended now without refund: its number destroyed and its forwarding stopped. */
export async function cancelLease(
  deps: OperatorDeps,
  operator: Operator,
  id: string,
  reason: string,
): Promise<AdminLease> {
  const lease = await leaseNamed(deps, id);
  const audit = auditEntry(deps.clock.now(), operator, {
    action: 'lease_cancel',
    subject: { kind: 'lease', id: lease.id },
    details: `Ended lease ${lease.id} of ${lease.phoneNumber} (${lease.serviceName}) without refund`,
    before: { status: lease.status },
    after: { status: 'cancelled' },
    reason,
  });
  if (!holdsNumber(lease) || !(await deps.leases.cancel(lease, deps.clock.now(), audit))) {
    throw new AppError('invalidState', MESSAGES.leaseNotActive);
  }
  const ended = (await deps.leases.find(lease.owner, lease.id))!;
  return (await withHolders(deps, [ended], toAdminLease))[0]!;
}

/**
 * One message of a lease's inbox forwarded again, as it was the first time: to the member's confirmed address as it
 * is now (an anonymous lease's given one), while its text is kept (24 hours).
 */
export async function resendLeaseMessage(
  deps: OperatorDeps & Pick<PaymentsDeps, 'anonymousOrders' | 'publicUrl'> & Pick<RouteDeps, 'undeliverableAddresses'>,
  operator: Operator,
  id: string,
  messageId: string,
  reason: string,
): Promise<AdminLease> {
  const lease = await leaseNamed(deps, id);
  const message = (await deps.leases.messages(lease)).find((candidate) => candidate.id === messageId);
  if (!message) throw new AppError('notFound', MESSAGES.leaseMessageNotFound);
  if (message.text === null) throw new AppError('invalidState', MESSAGES.leaseMessageRemoved);
  const outbox = await leaseForwardOutbox(deps, lease, { ...message, body: message.text });
  if (outbox.length === 0) throw new AppError('invalidState', MESSAGES.leaseNoForwardingAddress);
  const audit = auditEntry(deps.clock.now(), operator, {
    action: 'lease_resend',
    subject: { kind: 'lease', id: lease.id },
    details: `Forwarded again the SMS ${message.id} from ${message.from} of lease ${lease.id}`,
    before: null,
    after: { message_id: message.id },
    reason,
  });
  await deps.leases.resend(outbox, audit);
  await announceOutbox(deps, outbox);
  return (await withHolders(deps, [lease], toAdminLease))[0]!;
}

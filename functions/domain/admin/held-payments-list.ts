// The back office's held payments (docs/decisions/026 "Held payments in the back office"): the notifications held for
// an operator, newest first a page at a time, each with the payment it names, who paid, what arrived, and how it was
// resolved.

import type { AdminHeldPayment } from '../../../shared/schemas/held-payments.js';
import type { AdminListQuery } from '../../../shared/schemas/admin.js';
import { arrivedCents } from '../payments/decide-payment.js';
import { creditRefusal } from '../payments/resolve-held-payment.js';
import type { PaymentNotification } from '../payments/notification.js';
import type { Payment } from '../payments/payment.js';
import { parseNotification, type ParsedNotification } from '../payments/payment-update.js';
import type { PaymentsDeps } from '../payments/payments-deps.js';
import type { Owner } from '../stock/owner.js';
import type { AdminDeps } from './admin-deps.js';
import type { OwedRefund } from '../refunds/owed-refund.js';
import type { OwedRefundRepository } from '../refunds/ports.js';

type HeldListDeps = Pick<PaymentsDeps, 'payments' | 'notifications'> &
  Pick<AdminDeps, 'adminLists'> & { owedRefunds: Pick<OwedRefundRepository, 'find'> };

const purposeOf = (payment: Payment): AdminHeldPayment['purpose'] =>
  payment.purpose === 'top_up' ? 'top_up' : payment.userId ? 'order' : 'anonymous_order';

/** An order paid in full whose money is held: it could not be fulfilled (docs/decisions/045). */
const paidOrderHeld = (payment: Payment) =>
  payment.purpose === 'order' && payment.status === 'completed' && payment.heldCents > 0;

/** Whose money it is: the member, else the anonymous order whose checkout email is the buyer's contact. */
function ownerOf(payment: Payment): Owner | null {
  if (payment.userId) return { kind: 'user', userId: payment.userId };
  return payment.orderId ? { kind: 'anonymous', orderId: payment.orderId } : null;
}
const ownerId = (owner: Owner) => (owner.kind === 'user' ? owner.userId : owner.orderId);

function view(
  notification: PaymentNotification,
  parsed: ParsedNotification,
  payment: Payment | null,
  contact: string,
  owed: OwedRefund | null,
): AdminHeldPayment {
  const resolution = notification.resolution;
  return {
    id: notification.id,
    provider: notification.provider,
    payment_id: parsed.ok ? parsed.update.paymentId : null,
    order_id: payment?.orderId ?? null,
    provider_ref: parsed.ok ? parsed.update.providerRef || null : null,
    purpose: payment ? purposeOf(payment) : null,
    contact,
    received_amount: parsed.ok && payment ? Math.max(arrivedCents(payment, parsed.update), payment.heldCents) : null,
    received_at: notification.receivedAt,
    reason: notification.reason ?? '',
    fulfillable: notification.status === 'held' && payment !== null && paidOrderHeld(payment),
    creditable:
      notification.status === 'held' && parsed.ok && payment !== null && !creditRefusal(payment, parsed.update),
    status: notification.status === 'resolved' ? 'resolved' : 'held',
    resolution: resolution && {
      action: resolution.action,
      by: resolution.by,
      at: resolution.at,
      note: resolution.note,
      credited_amount: resolution.creditedCents,
    },
    buyer_refund: owed && { state: owed.state, owed_amount: owed.owedCents },
  };
}

export async function listHeldPayments(deps: HeldListDeps, query: AdminListQuery) {
  const page = await deps.notifications.held({ limit: query.limit, cursor: query.cursor ?? null });
  return { held_payments: await heldPaymentViews(deps, page.items), next_cursor: page.nextCursor };
}

/** Each held notification with its payment, who paid and what arrived: the back office's rows and `payments:held`'s. */
export async function heldPaymentViews(deps: HeldListDeps, items: PaymentNotification[]): Promise<AdminHeldPayment[]> {
  const parsed = items.map(parseNotification);
  // One read per notification of the page (at most ADMIN_PAGE_MAX), in parallel.
  const payments = await Promise.all(
    parsed.map((update) => (update.ok ? deps.payments.find(update.update.paymentId) : null)),
  );
  const owners = payments.map((payment) => (payment ? ownerOf(payment) : null));
  const owed = await Promise.all(
    payments.map((payment) => (payment?.orderId ? deps.owedRefunds.find(payment.orderId) : null)),
  );
  const known = owners.filter((owner): owner is Owner => owner !== null);
  const holders = known.length ? await deps.adminLists.holders(known) : new Map();
  return items.map((notification, index) => {
    const owner = owners[index];
    const contact = (owner && holders.get(ownerId(owner))?.email) ?? '';
    return view(notification, parsed[index]!, payments[index] ?? null, contact, owed[index] ?? null);
  });
}

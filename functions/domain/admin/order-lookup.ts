// Support finds any order by its id, its payment's id or the provider's reference the buyer sees (`CP...`; docs/decisions/038,
// 051): a one-time order, member or anonymous, or an anonymous order that was never fulfilled (unpaid, part-paid,
// expired, held), each with its payment's state.

import type { AdminOrder, AdminPaymentState } from '../../../shared/schemas/admin.js';
import type { OrderStatus } from '../../../shared/schemas/orders.js';
import type { AnonymousOrder } from '../orders/anonymous-order.js';
import type { Payment } from '../payments/payment.js';
import type { PaymentsDeps } from '../payments/payments-deps.js';

export type LookupDeps = Pick<PaymentsDeps, 'anonymousOrders' | 'payments'>;

const STATE_OF: Record<Payment['status'], AdminPaymentState> = {
  pending: 'pending',
  partially_paid: 'partly_paid',
  completed: 'paid',
  failed: 'failed',
  cancelled: 'cancelled',
  expired: 'expired',
};

export const paymentState = (payment: Payment): AdminPaymentState =>
  payment.heldCents > 0 ? 'held' : STATE_OF[payment.status];

/** What the orders list calls an anonymous order nothing was handed to yet. */
const ORDER_STATUS_OF: Record<AnonymousOrder['status'], OrderStatus> = {
  pending_payment: 'pending',
  underpaid: 'pending',
  paid: 'completed',
  payment_failed: 'cancelled',
};

/** The anonymous order the term names, by its own id, its payment's, or the provider's reference of its payment. */
async function anonymousOrderNamed(deps: LookupDeps, term: string): Promise<AnonymousOrder | null> {
  const order = await deps.anonymousOrders.find(term);
  if (order) return order;
  const payment = (await deps.payments.find(term)) ?? (await deps.payments.findByProviderRef(term));
  return payment?.orderId ? deps.anonymousOrders.find(payment.orderId) : null;
}

/**
 * The rows a looked-up id gives: the one-time orders found already, each with its anonymous payment if it has one;
 * else the anonymous order the id (or its payment's id) names, whatever became of it.
 */
export async function withOrderPayments(deps: LookupDeps, term: string, found: AdminOrder[]): Promise<AdminOrder[]> {
  if (found.length > 0) {
    return Promise.all(
      found.map(async (row) => {
        const order = await deps.anonymousOrders.find(row.id);
        const payment = order && (await deps.payments.find(order.paymentId));
        return { ...row, payment: payment && { id: payment.id, state: paymentState(payment) } };
      }),
    );
  }
  const order = await anonymousOrderNamed(deps, term);
  if (!order) return [];
  const payment = await deps.payments.find(order.paymentId);
  return [
    {
      id: order.id,
      user_name: '',
      user_email: order.email ?? '',
      service_name: order.serviceName,
      price: order.priceCents,
      status: ORDER_STATUS_OF[order.status],
      created_at: order.createdAt,
      phone_number: order.phoneNumber ?? '',
      verification_code: null,
      payment: payment && { id: payment.id, state: paymentState(payment) },
    },
  ];
}

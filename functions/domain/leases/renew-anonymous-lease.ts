// An anonymous lease renewed by its crypto payment (docs/decisions/062): once the provider's signed notice says the
// renewal payment is paid in full, the lease renews as a member's does (30 days from the end the payment was started
// at), with the payment marked spent instead of a debit in the same transaction, so a replayed notice or a second
// delivery of its event renews nothing more. A payment that can no longer renew its lease (the lease ended, or another
// payment renewed it first) throws, and its consumer holds the money for an operator (docs/decisions/045).

import { MESSAGES } from '../../../shared/messages.js';
import { AppError } from '../errors.js';
import type { PaymentsDeps } from '../payments/payments-deps.js';
import type { StockDeps } from '../stock/stock-deps.js';
import { renewable, renewedEndDate } from './lease.js';

export type PaidRenewalDeps = Pick<StockDeps, 'clock' | 'leases' | 'metrics'> & Pick<PaymentsDeps, 'payments'>;

/**
 * The renewal paid by `paymentId`: the lease's new end, or null when there is nothing to do (not a renewal payment,
 * not paid in full, held for an operator, or spent already).
 */
export async function renewLeaseFromPayment(deps: PaidRenewalDeps, paymentId: string): Promise<string | null> {
  const payment = await deps.payments.find(paymentId);
  if (!payment?.renewal || !payment.orderId || payment.status !== 'completed' || payment.heldCents > 0) return null;
  if (payment.renewal.renewedAt) return null;
  const lease = await deps.leases.find({ kind: 'anonymous', orderId: payment.orderId }, payment.orderId);
  const now = deps.clock.now();
  if (!lease || lease.endDate !== payment.renewal.from || !renewable(lease, now)) {
    throw new AppError('invalidState', MESSAGES.leaseNotRenewable);
  }
  const endDate = renewedEndDate(lease);
  // An anonymous lease has no API keys to tell (lease.renewed) nor wallet to send a receipt from: the order's page
  // shows the new end.
  const paidBy = { kind: 'payment' as const, paymentId, amountCents: payment.amountCents };
  const result = await deps.leases.renew(lease, { endDate, paidBy, webhooks: [], outbox: [] }, now);
  if (result === 'renewed') {
    deps.metrics.purchased('lease');
    return endDate;
  }
  if (result === 'duplicate') return null;
  // The lease moved: by this payment (a parallel delivery came first), or by something else, which leaves it unspent.
  if ((await deps.payments.find(paymentId))?.renewal?.renewedAt) return null;
  throw new AppError('invalidState', MESSAGES.leaseNotRenewable);
}

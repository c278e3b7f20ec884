// An anonymous lease's renewal from its order's page (docs/decisions/062): a crypto payment of the service's lease
// price now, through the provider of the order's first payment, that renews the lease from the end it has now once the
// provider's signed notice says it is paid in full.

import { servicePriceCents } from '../../../shared/catalogue.js';
import { findCoin } from '../../../shared/coins.js';
import { MESSAGES } from '../../../shared/messages.js';
import type { PaymentStatusResponse } from '../../../shared/schemas/payments.js';
import { AppError } from '../errors.js';
import { unguessableId } from '../ids.js';
import { renewable, renewedEndDate, type Lease } from '../leases/lease.js';
import type { StockDeps } from '../stock/stock-deps.js';
import type { OwedRefundRepository } from '../refunds/ports.js';
import type { Payment } from './payment.js';
import type { PaymentsDeps } from './payments-deps.js';
import { newPayment, openCheckout } from './start-checkout.js';

type RenewalDeps = Pick<PaymentsDeps, 'clock' | 'payments' | 'anonymousOrders' | 'providers' | 'publicUrl' | 'catalogue'> &
  Pick<StockDeps, 'leases'> & { owedRefunds: Pick<OwedRefundRepository, 'find'> };

/** The lease of an anonymous lease order, by the order's unguessable id; null for another order or one not handed over. */
export async function anonymousOrderLease(
  deps: Pick<PaymentsDeps, 'anonymousOrders'> & Pick<StockDeps, 'leases'>,
  orderId: string,
): Promise<Lease | null> {
  const order = await deps.anonymousOrders.find(orderId);
  if (!order || order.type !== 'lease' || !order.phoneNumber) return null;
  return deps.leases.find({ kind: 'anonymous', orderId }, orderId);
}

/** The order page's view of its lease: where it stands, and what renewing it now costs and gives (docs/decisions/062). */
export async function anonymousLeaseView(
  deps: Pick<PaymentsDeps, 'anonymousOrders' | 'catalogue' | 'clock'> & Pick<StockDeps, 'leases'>,
  orderId: string,
): Promise<PaymentStatusResponse['lease']> {
  const lease = await anonymousOrderLease(deps, orderId);
  if (!lease) return null;
  const canRenew = renewable(lease, deps.clock.now());
  const priceCents = canRenew ? servicePriceCents(await deps.catalogue.get(lease.serviceId), 'lease') : null;
  return {
    status: lease.status,
    end_date: lease.endDate,
    renewals: lease.renewals,
    renewal_price: priceCents,
    renewed_end_date: canRenew ? renewedEndDate(lease) : null,
  };
}

/** Opens the renewal's checkout; a lease that cannot renew now (ended, or renewed already for the term to come) is 400. */
export async function startLeaseRenewal(
  deps: RenewalDeps,
  orderId: string,
  input: { coin: string; amountCents: number },
): Promise<{ payment: Payment; checkoutUrl: string; renewedEndDate: string }> {
  const order = await deps.anonymousOrders.find(orderId);
  const lease = await anonymousOrderLease(deps, orderId);
  if (!order || !lease) throw new AppError('notFound', MESSAGES.leaseNotFound);
  const now = deps.clock.now();
  if (!renewable(lease, now)) throw new AppError('invalidState', MESSAGES.leaseNotRenewable);
  // Money owed to the buyer is one amount per order (docs/decisions/063): while it is owed, a second payment that
  // could fall short waits, so what is owed stays what arrived.
  if ((await deps.owedRefunds.find(order.id))?.state === 'owed') {
    throw new AppError('invalidState', MESSAGES.renewalWaitsForOwedMoney);
  }
  const first = await deps.payments.find(order.paymentId);
  if (!first) throw new Error(`Order ${order.id} has no payment ${order.paymentId}`);
  const provider = first.provider;
  const coin = findCoin(provider, input.coin);
  if (!coin)
    throw new AppError('validation', 'Please choose a supported cryptocurrency', { crypto: 'Unsupported coin' });
  const priceCents = servicePriceCents(await deps.catalogue.get(lease.serviceId), 'lease');
  // What the page showed is checked, never trusted (invariant 6): a price changed meanwhile is not paid unseen.
  if (input.amountCents !== priceCents) {
    throw new AppError('validation', MESSAGES.renewalPriceChanged(priceCents), { amount: 'Does not match the price' });
  }
  const payment = newPayment(
    { id: unguessableId(), provider, purpose: 'lease_renewal', amountCents: priceCents, coin: coin[provider] },
    { userId: null, orderId: order.id, renewal: { from: lease.endDate, renewedAt: null } },
    now,
  );
  await deps.payments.create(payment);
  const host = new URL(deps.publicUrl).hostname;
  const opened = await openCheckout(deps, payment, {
    buyerEmail: order.email ?? `anonymous@${host}`,
    description: `${lease.serviceName} (lease renewal)`,
    returnPath: `/?order_id=${order.id}`,
  });
  return { payment: opened, checkoutUrl: opened.checkoutUrl ?? '', renewedEndDate: renewedEndDate(lease) };
}

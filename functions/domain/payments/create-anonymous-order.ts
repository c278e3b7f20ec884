// An anonymous purchase: the server prices it from its catalogue, issues the order id, and opens the checkout.

import { servicePriceCents } from '../../../shared/catalogue.js';
import { BUY_PRICE_CENTS, type PurchaseType } from '../../../shared/constants.js';
import { findCoin, PROVIDER_FOR_TYPE, PROVIDER_LABELS, type PaymentProviderName } from '../../../shared/coins.js';
import { LABELS, MESSAGES } from '../../../shared/messages.js';
import { formatUsd } from '../../../shared/money.js';
import type { PaymentStatusResponse } from '../../../shared/schemas/payments.js';
import { AppError } from '../errors.js';
import { unguessableId } from '../ids.js';
import type { AnonymousOrder } from '../orders/anonymous-order.js';
import type { PaymentsDeps } from './payments-deps.js';
import { newPayment, openCheckout } from './start-checkout.js';
import { anonymousLeaseView } from './start-lease-renewal.js';
import type { StockDeps } from '../stock/stock-deps.js';

export interface AnonymousOrderInput {
  type: PurchaseType;
  serviceId: number | null;
  /** What the client thinks it costs, in cents: checked, never trusted (invariant 6). */
  amountCents: number;
  coin: string;
  email: string | null;
}

export async function createAnonymousOrder(
  deps: Pick<PaymentsDeps, 'clock' | 'payments' | 'anonymousOrders' | 'providers' | 'publicUrl' | 'catalogue'>,
  provider: PaymentProviderName,
  input: AnonymousOrderInput,
): Promise<{ order: AnonymousOrder; checkoutUrl: string }> {
  const expected = PROVIDER_FOR_TYPE[input.type];
  if (provider !== expected) {
    throw new AppError('validation', `This purchase is paid through ${PROVIDER_LABELS[expected]}`, {
      type: 'Wrong provider',
    });
  }
  const coin = findCoin(provider, input.coin);
  if (!coin)
    throw new AppError('validation', 'Please choose a supported cryptocurrency', { crypto: 'Unsupported coin' });
  if (input.type === 'lease' && !input.email) {
    throw new AppError('validation', MESSAGES.enterValidEmail, { email: MESSAGES.enterValidEmail });
  }
  let serviceName: string = LABELS.ukEsim;
  let priceCents = BUY_PRICE_CENTS;
  if (input.type !== 'buy') {
    if (input.serviceId === null)
      throw new AppError('validation', MESSAGES.selectServiceFirst, { service_id: 'Required' });
    const service = await deps.catalogue.forPurchase(input.serviceId, input.type);
    serviceName = service.name;
    priceCents = servicePriceCents(service, input.type);
  }
  if (input.amountCents !== priceCents) {
    throw new AppError('validation', `The price of this purchase is ${formatUsd(priceCents)}`, {
      amount: 'Does not match the price',
    });
  }

  const now = deps.clock.now();
  const order: AnonymousOrder = {
    id: unguessableId(),
    type: input.type,
    serviceId: input.type === 'buy' ? null : input.serviceId,
    serviceName,
    priceCents,
    email: input.email,
    // Confirmed by the link sent when the lease is handed over (docs/decisions/053).
    emailConfirmedAt: null,
    paymentId: unguessableId(),
    status: 'pending_payment',
    phoneNumber: null,
    createdAt: now.toISOString(),
  };
  const payment = newPayment(
    { id: order.paymentId, provider, purpose: 'order', amountCents: priceCents, coin: coin[provider] },
    { userId: null, orderId: order.id },
    now,
  );
  await deps.anonymousOrders.create(order, payment);
  const host = new URL(deps.publicUrl).hostname;
  const opened = await openCheckout(deps, payment, {
    buyerEmail: input.email ?? `anonymous@${host}`,
    description: `${serviceName} (${input.type})`,
    returnPath: `/?order_id=${order.id}`,
  });
  return { order, checkoutUrl: opened.checkoutUrl ?? '' };
}

/** Where an anonymous order stands; the unguessable id is the only key. */
export async function anonymousOrderStatus(
  deps: Pick<PaymentsDeps, 'anonymousOrders' | 'payments' | 'catalogue' | 'clock'> & Pick<StockDeps, 'leases'>,
  orderId: string,
): Promise<Omit<PaymentStatusResponse, 'success'>> {
  const order = await deps.anonymousOrders.find(orderId);
  if (!order) throw new AppError('notFound', MESSAGES.orderNotFound);
  const payment = await deps.payments.find(order.paymentId);
  return {
    payment_confirmed:
      order.status !== 'pending_payment' && order.status !== 'payment_failed' && order.status !== 'underpaid',
    status: order.status,
    order: {
      order_id: order.id,
      phone_number: order.phoneNumber,
      type: order.type,
      service: order.serviceName,
      email: order.email,
      email_confirmed: order.email === null ? null : order.emailConfirmedAt !== null,
    },
    payment: payment && {
      status: payment.status,
      amount: payment.amountCents,
      // Money held after the end may be more than what was recorded before it (docs/decisions/038).
      received_amount: Math.max(payment.creditedCents, payment.heldCents),
      held_amount: payment.heldCents,
    },
    lease: await anonymousLeaseView(deps, order.id),
  };
}

// Creates a payment and its checkout at the provider: shared by member top-ups and anonymous orders.

import type { PaymentProviderName } from '../../../shared/coins.js';
import { WEBHOOKS_BASE_PATH } from '../../../shared/constants.js';
import type { Payment, PaymentPurpose } from './payment.js';
import type { PaymentsDeps } from './payments-deps.js';

export function newPayment(
  fields: { id: string; provider: PaymentProviderName; purpose: PaymentPurpose; amountCents: number; coin: string },
  owner: { userId: string | null; orderId: string | null },
  now: Date,
): Payment {
  return {
    ...fields,
    ...owner,
    currency: 'USD',
    status: 'pending',
    creditedCents: 0,
    heldCents: 0,
    providerRef: null,
    checkoutUrl: null,
    cryptoAddress: null,
    cryptoAmount: null,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
}

/** Asks the provider for a checkout for a stored payment; a provider failure marks the payment (and its order) failed. */
export async function openCheckout(
  deps: Pick<PaymentsDeps, 'clock' | 'payments' | 'providers' | 'publicUrl'>,
  payment: Payment,
  details: { buyerEmail: string; description: string; returnPath: string },
): Promise<Payment> {
  const base = deps.publicUrl.replace(/\/$/, '');
  const back = (result: string) =>
    `${base}${details.returnPath}${details.returnPath.includes('?') ? '&' : '?'}payment=${result}`;
  try {
    const checkout = await deps.providers[payment.provider].createCheckout({
      paymentId: payment.id,
      amountCents: payment.amountCents,
      coin: payment.coin,
      buyerEmail: details.buyerEmail,
      description: details.description,
      ipnUrl: `${base}${WEBHOOKS_BASE_PATH}/${payment.provider}`,
      successUrl: back('success'),
      cancelUrl: back('cancelled'),
    });
    await deps.payments.recordCheckout(payment.id, checkout, deps.clock.now());
    return { ...payment, ...checkout };
  } catch (error) {
    await deps.payments.markFailed(payment, deps.clock.now());
    throw error;
  }
}

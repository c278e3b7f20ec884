// Creates a payment and its checkout at the provider: shared by member top-ups and anonymous orders.

import type { PaymentProviderName } from '../../../shared/coins.js';
import { WEBHOOKS_BASE_PATH } from '../../../shared/constants.js';
import type { Payment, PaymentPurpose } from './payment.js';
import type { PaymentsDeps } from './payments-deps.js';
import type { ProviderCheckout, RecordedCheckout } from './ports.js';

export function newPayment(
  fields: { id: string; provider: PaymentProviderName; purpose: PaymentPurpose; amountCents: number; coin: string },
  owner: { userId: string | null; orderId: string | null; renewal?: Payment['renewal'] },
  now: Date,
): Payment {
  return {
    ...fields,
    renewal: null,
    ...owner,
    currency: 'USD',
    status: 'pending',
    creditedCents: 0,
    heldCents: 0,
    providerRef: null,
    providerDeadline: null,
    checkoutUrl: null,
    cryptoAddress: null,
    cryptoAmount: null,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
}

/** The checkout as the payment keeps it: the provider's waiting time becomes the time it stops waiting. */
function recorded({ timeoutSeconds, ...checkout }: ProviderCheckout, createdAt: Date): RecordedCheckout {
  const deadline = timeoutSeconds === null ? null : new Date(createdAt.getTime() + timeoutSeconds * 1000);
  return { ...checkout, providerDeadline: deadline?.toISOString() ?? null };
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
    const kept = recorded(checkout, deps.clock.now());
    await deps.payments.recordCheckout(payment.id, kept, deps.clock.now());
    return { ...payment, ...kept };
  } catch (error) {
    await deps.payments.markFailed(payment, deps.clock.now());
    throw error;
  }
}

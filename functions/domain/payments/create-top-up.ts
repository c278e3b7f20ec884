// A member's crypto top-up: a pending payment and its checkout at the chosen provider.

import { findCoin, type PaymentProviderName } from '../../../shared/coins.js';
import { formatUsd } from '../../../shared/money.js';
import { AppError } from '../errors.js';
import { unguessableId } from '../ids.js';
import type { User } from '../users/user.js';
import type { Payment } from './payment.js';
import type { PaymentsDeps } from './payments-deps.js';
import { newPayment, openCheckout } from './start-checkout.js';

export async function createTopUp(
  deps: Pick<PaymentsDeps, 'clock' | 'payments' | 'providers' | 'publicUrl'>,
  user: User,
  provider: PaymentProviderName,
  input: { amountCents: number; coin: string; existingPaymentId?: string | null },
): Promise<Payment> {
  if (input.existingPaymentId) {
    // Reopening the dialog for the same amount resumes the payment instead of starting a second one.
    const existing = await deps.payments.find(input.existingPaymentId);
    if (
      existing &&
      existing.userId === user.id &&
      existing.provider === provider &&
      existing.status === 'pending' &&
      existing.amountCents === input.amountCents &&
      existing.checkoutUrl
    ) {
      return existing;
    }
  }
  const coin = findCoin(provider, input.coin);
  if (!coin) throw new AppError('validation', 'Please choose a supported cryptocurrency');
  const payment = newPayment(
    { id: unguessableId(), provider, purpose: 'top_up', amountCents: input.amountCents, coin: coin[provider] },
    { userId: user.id, orderId: null },
    deps.clock.now(),
  );
  await deps.payments.create(payment);
  return openCheckout(deps, payment, {
    buyerEmail: user.email,
    description: `Wallet top-up ${formatUsd(input.amountCents)}`,
    returnPath: '/wallet',
  });
}

/** A member's own payment, or not found (another member's is not revealed). */
export async function memberPayment(
  deps: Pick<PaymentsDeps, 'payments'>,
  user: User,
  paymentId: string,
): Promise<Payment> {
  const payment = await deps.payments.find(paymentId);
  if (!payment || payment.userId !== user.id) throw new AppError('notFound', 'Payment not found');
  return payment;
}

// Requests and responses of the payment calls (spec 000 §3, §5, §7; DECISIONS.md: money in cents).

import * as z from 'zod';
import {
  PURCHASE_TYPES,
  MAX_TOP_UP_CENTS,
  MIN_TOP_UP_COINPAYMENTS_CENTS,
  MIN_TOP_UP_NOWPAYMENTS_CENTS,
} from '../constants.js';
import { findCoin, type PaymentProviderName } from '../coins.js';
import { MESSAGES } from '../messages.js';
import { formatUsd } from '../money.js';

export const MAX_TOP_UP_MESSAGE = `The maximum top-up is ${formatUsd(MAX_TOP_UP_CENTS)}`;
export const UNKNOWN_COIN_MESSAGE = 'Please choose a supported cryptocurrency';

const MINIMUM: Record<PaymentProviderName, { cents: number; message: string }> = {
  coinpayments: { cents: MIN_TOP_UP_COINPAYMENTS_CENTS, message: MESSAGES.minCoinPayments },
  nowpayments: { cents: MIN_TOP_UP_NOWPAYMENTS_CENTS, message: MESSAGES.minNowPayments },
};

/** An amount in whole cents, positive. */
export const amountCents = z
  .number({ error: MESSAGES.enterValidAmount })
  .int(MESSAGES.enterValidAmount)
  .positive(MESSAGES.enterValidAmount);

/** A member's top-up through one provider: its minimum, the maximum, and one of its coins. */
export function topUpRequest(provider: PaymentProviderName) {
  return z
    .strictObject({
      amount: amountCents.max(MAX_TOP_UP_CENTS, MAX_TOP_UP_MESSAGE),
      currency: z.literal('USD', 'Only USD is accepted').default('USD'),
      crypto_currency: z.string({ error: UNKNOWN_COIN_MESSAGE }),
      existing_payment_id: z.string().max(64).nullish(),
    })
    .superRefine((value, ctx) => {
      if (value.amount < MINIMUM[provider].cents) {
        ctx.addIssue({ code: 'custom', path: ['amount'], message: MINIMUM[provider].message });
      }
      if (!findCoin(provider, value.crypto_currency)) {
        ctx.addIssue({ code: 'custom', path: ['crypto_currency'], message: UNKNOWN_COIN_MESSAGE });
      }
    });
}
export type TopUpRequest = z.infer<ReturnType<typeof topUpRequest>>;

/** POST /users/payments.php names the provider in the body. */
export const paymentMethod = z.enum(['coinpayments', 'nowpayments'], 'Please choose CoinPayments or NOWPayments');

export const topUpResponse = z.object({
  success: z.literal(true),
  payment_id: z.string(),
  transaction_id: z.string().nullable(),
  payment_url: z.string().nullable(),
  checkout_url: z.string().nullable(),
  crypto_address: z.string().nullable(),
  crypto_amount: z.string().nullable(),
  crypto_currency: z.string(),
  status: z.string(),
});
export type TopUpResponse = z.infer<typeof topUpResponse>;

export const paymentIdQuery = z.object({ payment_id: z.string({ error: 'payment_id is required' }).min(1).max(64) });

export const orderIdQuery = z.object({ order_id: z.string({ error: 'order_id is required' }).min(1).max(64) });

export const paymentStatusResponse = z.object({
  success: z.literal(true),
  payment_confirmed: z.boolean(),
  status: z.string(),
  order: z.object({ order_id: z.string(), phone_number: z.string().nullable() }),
});
export type PaymentStatusResponse = z.infer<typeof paymentStatusResponse>;

/** The anonymous checkout's query (spec 000 §7): the server issues the order id and computes the price. */
export const anonymousCheckoutQuery = z.object({
  type: z.enum(PURCHASE_TYPES, 'type must be one-time, lease or buy'),
  service_id: z.coerce.number({ error: MESSAGES.selectServiceFirst }).int().positive().optional(),
  amount: z.coerce.number({ error: MESSAGES.enterValidAmount }).pipe(amountCents),
  currency: z.literal('USD', 'Only USD is accepted').default('USD'),
  crypto: z.string({ error: UNKNOWN_COIN_MESSAGE }).min(1, UNKNOWN_COIN_MESSAGE),
  email: z.email(MESSAGES.enterValidEmail).optional(),
  // Sent by the old client; the server ignores them and uses its own catalogue and ids.
  order_id: z.string().max(100).optional(),
  service: z.string().max(100).optional(),
});

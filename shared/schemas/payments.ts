// Requests and responses of the payment calls (docs/decisions/015 "Fields", "Validation", "Calls"; docs/decisions/013
// "Answers": money in cents).

import * as z from 'zod';
import {
  PURCHASE_TYPES,
  MAX_TOP_UP_CENTS,
  MIN_TOP_UP_COINPAYMENTS_CENTS,
  MIN_TOP_UP_NOWPAYMENTS_CENTS,
} from '../constants.js';
import { findCoin, PAYMENT_PROVIDERS, type PaymentProviderName } from '../coins.js';
import { MESSAGES } from '../messages.js';
import { emailField } from './fields.js';
import { leaseStatus } from './orders.js';
import { dollarsToCents, formatUsd } from '../money.js';

export const MAX_TOP_UP_MESSAGE = `The maximum top-up is ${formatUsd(MAX_TOP_UP_CENTS)}`;
export const UNKNOWN_COIN_MESSAGE = 'Please choose a supported cryptocurrency';

/**
 * Each provider's smallest top-up and the spec's message when an amount is below it (docs/decisions/015 "Validation").
 */
export const TOP_UP_MINIMUM: Record<PaymentProviderName, { cents: number; message: string }> = {
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
      if (value.amount < TOP_UP_MINIMUM[provider].cents) {
        ctx.addIssue({ code: 'custom', path: ['amount'], message: TOP_UP_MINIMUM[provider].message });
      }
      if (!findCoin(provider, value.crypto_currency)) {
        ctx.addIssue({ code: 'custom', path: ['crypto_currency'], message: UNKNOWN_COIN_MESSAGE });
      }
    });
}
export type TopUpRequest = z.infer<ReturnType<typeof topUpRequest>>;

/** POST /users/payments.php names the provider in the body. */
export const paymentMethod = z.enum(PAYMENT_PROVIDERS, 'Please choose CoinPayments or NOWPayments');

/**
 * Why a typed amount is not valid: the spec's 'Please enter a valid amount', followed by what is wrong when that can be
 * told (a sign, nothing to pay, a fraction of a cent).
 */
export const INVALID_AMOUNT = {
  negative: `${MESSAGES.enterValidAmount}: it cannot be negative`,
  zero: `${MESSAGES.enterValidAmount}: it must be more than $0`,
  fractionOfCent: `${MESSAGES.enterValidAmount}: use at most two decimals (whole cents)`,
} as const;

function invalidAmountMessage(dollars: string): string {
  const text = dollars.trim();
  if (/^-\d*\.?\d+$/.test(text)) return INVALID_AMOUNT.negative;
  if (/^\d+\.\d{3,}$/.test(text)) return INVALID_AMOUNT.fractionOfCent;
  if (/^[\d.]+$/.test(text) && Number(text) === 0) return INVALID_AMOUNT.zero;
  return MESSAGES.enterValidAmount;
}

/** The Add Funds dialog's amount: dollars as typed, to cents, positive with at most two decimals, at most the maximum. */
export const topUpAmountField = z.string().transform((dollars, ctx) => {
  const cents = dollarsToCents(dollars);
  if (cents === null || cents <= 0) ctx.addIssue({ code: 'custom', message: invalidAmountMessage(dollars) });
  else if (cents > MAX_TOP_UP_CENTS) ctx.addIssue({ code: 'custom', message: MAX_TOP_UP_MESSAGE });
  else return cents;
  return z.NEVER;
});

/** The Add Funds dialog: the amount within the chosen provider's limits, and one of its coins. */
export const topUpForm = z
  .strictObject({ amount: topUpAmountField, provider: paymentMethod, crypto_currency: z.string() })
  .superRefine((value, ctx) => {
    if (value.amount < TOP_UP_MINIMUM[value.provider].cents) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: TOP_UP_MINIMUM[value.provider].message });
    }
    if (!findCoin(value.provider, value.crypto_currency)) {
      ctx.addIssue({ code: 'custom', path: ['crypto_currency'], message: UNKNOWN_COIN_MESSAGE });
    }
  });

/** Where a payment at a provider stands; it only ever moves from pending (or partially paid) to a final state. */
export const PAYMENT_STATUSES = ['pending', 'partially_paid', 'completed', 'failed', 'cancelled', 'expired'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A member's top-up as the top-up calls show it: amounts in cents, `credited_amount` what has reached the wallet. */
export const topUpPayment = z.object({
  payment_id: z.string(),
  transaction_id: z.string().nullable(),
  payment_url: z.string().nullable(),
  checkout_url: z.string().nullable(),
  crypto_address: z.string().nullable(),
  crypto_amount: z.string().nullable(),
  crypto_currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  amount: z.number().int(),
  credited_amount: z.number().int(),
  provider: z.enum(PAYMENT_PROVIDERS),
});
export type TopUpPayment = z.infer<typeof topUpPayment>;

export const topUpResponse = topUpPayment.extend({ success: z.literal(true) });
export type TopUpResponse = z.infer<typeof topUpResponse>;

/** GET /users/coinpayments.php and /users/nowpayments.php?payment_id=. */
export const topUpStatusResponse = z.object({ success: z.literal(true), payment: topUpPayment });

/** GET /users/available-coins.php?method=both and /payment/available-coins.php: each provider's coins. */
const coinOption = z.object({ value: z.string(), label: z.string() });
export const availableCoinsResponse = z.object({
  success: z.literal(true),
  coinpayments: z.array(coinOption),
  nowpayments: z.array(coinOption),
});

export const paymentIdQuery = z.object({ payment_id: z.string({ error: 'payment_id is required' }).min(1).max(64) });

export const orderIdQuery = z.object({ order_id: z.string({ error: 'order_id is required' }).min(1).max(64) });
/** The anonymous lease page's "Send the link again" (docs/decisions/053). */
export const orderIdBody = z.strictObject({ order_id: orderIdQuery.shape.order_id });

/**
 * An anonymous order's states up to payment; fulfilment adds later ones (docs/decisions/015 "Fields": status
 * pending_payment).
 */
export const ORDER_PAYMENT_STATUSES = ['pending_payment', 'paid', 'underpaid', 'payment_failed'] as const;
export type OrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number];

export const paymentStatusResponse = z.object({
  success: z.literal(true),
  payment_confirmed: z.boolean(),
  status: z.string(),
  order: z.object({
    order_id: z.string(),
    phone_number: z.string().nullable(),
    /** What was bought, so that any browser holding the id shows the right state after payment. */
    type: z.enum(PURCHASE_TYPES),
    service: z.string(),
    /** Where a lease's codes are forwarded; null for the other types. */
    email: z.string().nullable(),
    /**
     * Ours (docs/decisions/053): whether the buyer has confirmed `email` by its link (forwarding waits for it); null
     * without an email, and from a server before it.
     */
    email_confirmed: z.boolean().nullable().default(null),
  }),
  /**
   * Not in the spec (docs/decisions/038): the payment's own state, what of the price arrived, and what of it is held
   * for support because it bought nothing; null when the payment is no longer stored (or a server before it answers).
   */
  payment: z
    .object({
      status: z.enum(PAYMENT_STATUSES),
      amount: z.number().int(),
      received_amount: z.number().int(),
      held_amount: z.number().int(),
    })
    .nullable()
    .default(null),
  /**
   * Ours (docs/decisions/062): a lease order's lease once handed over, with what renewing it now costs and where it
   * would end (both null when it cannot renew now: ended, or renewed already for the term to come); null otherwise.
   */
  lease: z
    .object({
      status: leaseStatus,
      end_date: z.string(),
      renewals: z.number().int(),
      renewal_price: z.number().int().nullable(),
      renewed_end_date: z.string().nullable(),
    })
    .nullable()
    .default(null),
});
export type PaymentStatusResponse = z.infer<typeof paymentStatusResponse>;

/** POST /payment/renew-lease.php (docs/decisions/062): an anonymous lease's renewal, paid like its first payment. */
export const leaseRenewalBody = z.strictObject({
  order_id: orderIdQuery.shape.order_id,
  crypto: z.string({ error: UNKNOWN_COIN_MESSAGE }).min(1, UNKNOWN_COIN_MESSAGE),
  /** The price the page showed, in cents: checked against the price now, never trusted. */
  amount: z.number({ error: MESSAGES.enterValidAmount }).pipe(amountCents),
});

export const leaseRenewalResponse = z.object({
  success: z.literal(true),
  payment_url: z.string().min(1),
  renewed_end_date: z.string(),
});

/** Where an anonymous lease's codes are forwarded: asked in its dialog, sent with the checkout. */
const leaseEmail = emailField(MESSAGES.enterValidEmail);
export const leaseEmailForm = z.strictObject({ email: leaseEmail });

/**
 * The anonymous checkout's query (docs/decisions/013 "Paths"): the server issues the order id and computes the price.
 */
export const anonymousCheckoutQuery = z.object({
  type: z.enum(PURCHASE_TYPES, 'type must be one-time, lease or buy'),
  service_id: z.coerce.number({ error: MESSAGES.selectServiceFirst }).int().positive().optional(),
  amount: z.coerce.number({ error: MESSAGES.enterValidAmount }).pipe(amountCents),
  currency: z.literal('USD', 'Only USD is accepted').default('USD'),
  crypto: z.string({ error: UNKNOWN_COIN_MESSAGE }).min(1, UNKNOWN_COIN_MESSAGE),
  email: leaseEmail.optional(),
  // Sent by the old client; the server ignores them and uses its own catalogue and ids.
  order_id: z.string().max(100).optional(),
  service: z.string().max(100).optional(),
});

/** GET /payment/coinpayments.php and /payment/nowpayments.php: the server's order id and the checkout to open. */
export const anonymousCheckoutResponse = z.object({
  success: z.literal(true),
  payment_url: z.string().min(1),
  order_id: z.string(),
});

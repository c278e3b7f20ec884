// A held payment resolved by an operator (docs/decisions/026 "payments:resolve"): the back office's call and answer.

import * as z from 'zod';
import { OWED_STATES } from './refunds.js';
import { PAYMENT_PROVIDERS } from '../coins.js';

/** `fulfil`: a paid order held because it could not be fulfilled gets what it paid for now (docs/decisions/045). */
export const HELD_RESOLUTION_ACTIONS = ['credit', 'refund-note', 'dismiss', 'fulfil'] as const;
export type HeldResolutionAction = (typeof HELD_RESOLUTION_ACTIONS)[number];

export const resolveHeldPaymentRequest = z.strictObject({
  action: z.enum(HELD_RESOLUTION_ACTIONS, { error: `Expected ${HELD_RESOLUTION_ACTIONS.join(', ')}` }),
  /** How the money went back, or why it is dismissed; required for those two, optional for credit and fulfil. */
  note: z.string({ error: 'Expected text' }).max(500, { error: 'At most 500 characters' }).optional(),
});
export type ResolveHeldPaymentRequest = z.infer<typeof resolveHeldPaymentRequest>;

export const resolvedHeldPayment = z.object({
  id: z.string(),
  status: z.literal('resolved'),
  resolution: z.object({
    action: z.enum(HELD_RESOLUTION_ACTIONS),
    by: z.string(),
    at: z.string(),
    note: z.string(),
    /** Cents put in the member's wallet by `credit`; 0 otherwise. */
    credited_amount: z.number().int(),
  }),
});
export const resolveHeldPaymentResponse = z.object({ success: z.literal(true), held_payment: resolvedHeldPayment });
export type ResolveHeldPaymentResponse = z.infer<typeof resolveHeldPaymentResponse>;

/** What the held money was for: a member's top-up, an anonymous buyer's order, or a member's order. */
export const HELD_PAYMENT_PURPOSES = ['top_up', 'anonymous_order', 'order'] as const;

/** One held notification as the back office lists it; the payment's fields are null when no stored payment matches. */
export const adminHeldPayment = z.object({
  id: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  payment_id: z.string().nullable(),
  /** The anonymous order it paid for, which its buyer quotes to support (docs/decisions/038); null for a top-up. */
  order_id: z.string().nullable(),
  /** The provider's reference of the transaction the IPN reports (docs/decisions/038); null when it cannot be read. */
  provider_ref: z.string().nullable(),
  purpose: z.enum(HELD_PAYMENT_PURPOSES).nullable(),
  /** The member's email, or the anonymous buyer's checkout email; '' when there is none. */
  contact: z.string(),
  /**
   * Cents arrived that the operator holds (what the payment recorded as held, else what the IPN reports as arrived);
   * null when it cannot be read or names no stored payment.
   */
  received_amount: z.number().int().nullable(),
  received_at: z.string(),
  reason: z.string(),
  /** A paid order held because it could not be fulfilled, still held: `fulfil` may hand it out (docs/decisions/045). */
  fulfillable: z.boolean(),
  /**
   * A member's money that arrived after its payment ended, from the payment's own transaction, not yet credited, still
   * held: `credit` may put it in the wallet (docs/decisions/051).
   */
  creditable: z.boolean(),
  status: z.enum(['held', 'resolved']),
  resolution: resolvedHeldPayment.shape.resolution.nullable(),
  /**
   * What the anonymous order owes its buyer, who may take it back from the order link (docs/decisions/063): its state
   * and amount; null when it owes nothing (a member's money, or a hold of no order's money).
   */
  buyer_refund: z.object({ state: z.enum(OWED_STATES), owed_amount: z.number().int() }).nullable(),
});
export type AdminHeldPayment = z.infer<typeof adminHeldPayment>;
export const adminHeldPaymentsResponse = z.object({
  success: z.literal(true),
  next_cursor: z.string().nullable(),
  held_payments: z.array(adminHeldPayment),
});
export type AdminHeldPaymentsResponse = z.infer<typeof adminHeldPaymentsResponse>;

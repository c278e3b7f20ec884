// A held payment resolved by an operator (docs/decisions/026 "payments:resolve"): the back office's call and answer.

import * as z from 'zod';

export const HELD_RESOLUTION_ACTIONS = ['credit', 'refund-note', 'dismiss'] as const;
export type HeldResolutionAction = (typeof HELD_RESOLUTION_ACTIONS)[number];

export const resolveHeldPaymentRequest = z.strictObject({
  action: z.enum(HELD_RESOLUTION_ACTIONS, { error: `Expected ${HELD_RESOLUTION_ACTIONS.join(', ')}` }),
  /** How the money went back, or why it is dismissed; required for those two. */
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

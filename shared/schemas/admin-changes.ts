// The back office's changes (docs/decisions/021 "Operator changes"): a member's account switched on or off or given
// another role, a member's pending order cancelled with a refund, an active lease ended at once.

import * as z from 'zod';
import { ROLE_ADMIN, ROLE_USER } from '../constants.js';
import { adminLease, adminOrder, adminUser } from './admin.js';

/** Why an operator acted, kept in the audit trail (docs/decisions/059). */
export const operatorReason = z
  .string({ error: 'Give a reason' })
  .trim()
  .min(1, 'Give a reason')
  .max(500, 'At most 500 characters');

export const updateUserRequest = z
  .strictObject({
    is_active: z.boolean({ error: 'Expected true or false' }).optional(),
    /** The values the users list shows. */
    role: z.enum([ROLE_ADMIN, ROLE_USER], { error: `Expected ${ROLE_ADMIN} or ${ROLE_USER}` }).optional(),
    reason: operatorReason,
  })
  .refine((value) => value.is_active !== undefined || value.role !== undefined, {
    message: 'Nothing to update: send is_active or role',
  });
export type UpdateUserRequest = z.infer<typeof updateUserRequest>;

/**
 * An order is cancelled while it waits for its code (refunded as the member's own cancel is), or refunded to the
 * member's wallet once it has ended (docs/decisions/060).
 */
export const changeOrderRequest = z.strictObject({
  action: z.enum(['cancel', 'refund'], { error: 'Expected cancel or refund' }),
  reason: operatorReason,
});
export type ChangeOrderRequest = z.infer<typeof changeOrderRequest>;

/**
 * A lease is ended at once (`cancel`), or one message of its inbox is forwarded again to its address (`resend`, with
 * the message's id).
 */
export const changeLeaseRequest = z.discriminatedUnion(
  'action',
  [
    z.strictObject({ action: z.literal('cancel'), reason: operatorReason }),
    z.strictObject({
      action: z.literal('resend'),
      message_id: z.string({ error: 'Required' }).min(1, 'Required').max(100),
      reason: operatorReason,
    }),
  ],
  { error: 'Expected cancel or resend' },
);
export type ChangeLeaseRequest = z.infer<typeof changeLeaseRequest>;

/** POST /admin/users/{id}/wallet.php: signed cents (a debit is negative), never 0. */
export const adjustWalletRequest = z.strictObject({
  amount_cents: z
    .number({ error: 'Expected a whole number of cents' })
    .int('Expected a whole number of cents')
    .refine((cents) => cents !== 0, 'Give an amount other than 0')
    .refine((cents) => Math.abs(cents) <= 1_000_000, 'At most 1,000,000 cents ($10,000) either way'),
  reason: operatorReason,
});
export type AdjustWalletRequest = z.infer<typeof adjustWalletRequest>;

/** POST /admin/users/{id}/end-sessions.php. */
export const endSessionsRequest = z.strictObject({ reason: operatorReason });

export const updateUserResponse = z.object({ success: z.literal(true), user: adminUser });
export type UpdateUserResponse = z.infer<typeof updateUserResponse>;
export const updateOrderResponse = z.object({ success: z.literal(true), order: adminOrder });
export type UpdateOrderResponse = z.infer<typeof updateOrderResponse>;
export const updateLeaseResponse = z.object({ success: z.literal(true), lease: adminLease });
export type UpdateLeaseResponse = z.infer<typeof updateLeaseResponse>;

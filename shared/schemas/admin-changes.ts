// The back office's changes (docs/decisions/021 "Operator changes"): a member's account switched on or off or given
// another role, a member's pending order cancelled with a refund, an active lease ended at once.

import * as z from 'zod';
import { ROLE_ADMIN, ROLE_USER } from '../constants.js';
import { adminLease, adminOrder, adminUser } from './admin.js';

export const updateUserRequest = z
  .strictObject({
    is_active: z.boolean({ error: 'Expected true or false' }).optional(),
    /** The values the users list shows. */
    role: z.enum([ROLE_ADMIN, ROLE_USER], { error: `Expected ${ROLE_ADMIN} or ${ROLE_USER}` }).optional(),
  })
  .refine((value) => value.is_active !== undefined || value.role !== undefined, {
    message: 'Nothing to update: send is_active or role',
  });
export type UpdateUserRequest = z.infer<typeof updateUserRequest>;

/** An order or lease is changed one way only: cancelled. */
export const cancelRecordRequest = z.strictObject({
  status: z.literal('cancelled', { error: 'Expected cancelled' }),
});
export type CancelRecordRequest = z.infer<typeof cancelRecordRequest>;

export const updateUserResponse = z.object({ success: z.literal(true), user: adminUser });
export type UpdateUserResponse = z.infer<typeof updateUserResponse>;
export const updateOrderResponse = z.object({ success: z.literal(true), order: adminOrder });
export type UpdateOrderResponse = z.infer<typeof updateOrderResponse>;
export const updateLeaseResponse = z.object({ success: z.literal(true), lease: adminLease });
export type UpdateLeaseResponse = z.infer<typeof updateLeaseResponse>;

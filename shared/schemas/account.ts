// The member's own account calls: changing the password and deleting the account (docs/decisions/020).

import * as z from 'zod';
import { MIN_PASSWORD_LENGTH } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { passwordField } from './fields.js';

/** POST /users/update-password.php, checked in the spec's order: current given, new ones equal, new long enough. */
export const updatePasswordRequest = z
  .strictObject({
    current_password: passwordField(MESSAGES.enterCurrentPassword),
    new_password: passwordField(MESSAGES.newPasswordTooShort),
    confirm_password: passwordField(MESSAGES.newPasswordsDoNotMatch),
  })
  .superRefine((value, ctx) => {
    if (value.new_password !== value.confirm_password) {
      ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: MESSAGES.newPasswordsDoNotMatch });
    } else if (value.new_password.length < MIN_PASSWORD_LENGTH) {
      ctx.addIssue({ code: 'custom', path: ['new_password'], message: MESSAGES.newPasswordTooShort });
    }
  });
export type UpdatePasswordRequest = z.infer<typeof updatePasswordRequest>;

/** The word the Delete Account dialog asks the member to type. */
export const DELETE_CONFIRMATION = 'DELETE';

/** DELETE /users/delete-account.php: the body carries what the dialog had typed, exactly. */
export const deleteAccountRequest = z.strictObject({
  confirm: z
    .string({ error: MESSAGES.typeDelete })
    .refine((typed) => typed === DELETE_CONFIRMATION, MESSAGES.typeDelete),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequest>;

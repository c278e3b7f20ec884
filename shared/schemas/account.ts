// The member's own account calls: changing the password and deleting the account (docs/decisions/020).

import * as z from 'zod';
import { MIN_PASSWORD_LENGTH } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { passwordField } from './fields.js';
import { reauthFields, reauthFormFields, revokeApiKeysField } from './security.js';

/** POST /users/update-password.php, checked in the spec's order: current given, new ones equal, new long enough. */
export const updatePasswordRequest = z
  .strictObject({
    current_password: passwordField(MESSAGES.enterCurrentPassword),
    new_password: passwordField(MESSAGES.newPasswordTooShort),
    confirm_password: passwordField(MESSAGES.newPasswordsDoNotMatch),
    revoke_api_keys: revokeApiKeysField,
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

const deleteConfirmation = z
  .string({ error: MESSAGES.typeDelete })
  .refine((typed) => typed === DELETE_CONFIRMATION, MESSAGES.typeDelete);

/**
 * DELETE /users/delete-account.php: the body carries what the dialog had typed, exactly, and the member's password
 * (and code) again (docs/decisions/050).
 */
export const deleteAccountRequest = z.strictObject({ confirm: deleteConfirmation, ...reauthFields });
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequest>;
/** The Delete Account dialog: DELETE typed, and the password asked for. */
export const deleteAccountForm = z.strictObject({ confirm: deleteConfirmation, ...reauthFormFields });

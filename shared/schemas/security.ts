// The fields several security calls share (docs/decisions/050): re-authentication, which a lasting or irreversible
// change carries in its own body, and the member's choice to revoke their API keys when the other sessions end.

import * as z from 'zod';
import { MESSAGES } from '../messages.js';
import { passwordField } from './fields.js';

const CODE_MAX_LENGTH = 40;

/**
 * The member's password, and a code (authenticator or recovery) when two-factor sign-in is on. Both are optional on
 * the wire: a missing one is answered as a wrong one is, 401 with the code REAUTH_REQUIRED, not as a malformed body.
 */
export const reauthFields = {
  password: z.string({ error: 'Expected text' }).max(200, 'At most 200 characters').optional(),
  code: z.string({ error: 'Expected text' }).trim().max(CODE_MAX_LENGTH, MESSAGES.twoFactorCodeFormat).optional(),
};
export type Reauthentication = { password?: string | undefined; code?: string | undefined };

/** The dialogs' version: the password asked for at once; the code checked by the server, which knows if it is needed. */
export const reauthFormFields = {
  password: passwordField(MESSAGES.enterCurrentPassword),
  /** Left empty when two-factor is off, and then not sent. */
  code: z
    .string()
    .trim()
    .max(CODE_MAX_LENGTH, MESSAGES.twoFactorCodeFormat)
    .optional()
    .transform((code) => code || undefined),
};

/** Whether the member's API keys are revoked (deleted) too when the other sessions end; unset means no. */
export const revokeApiKeysField = z.boolean({ error: 'Expected true or false' }).optional();

/** DELETE /users/sessions.php: "Sign out the others", the member's API keys revoked too when asked. */
export const signOutOthersRequest = z.strictObject({ revoke_api_keys: revokeApiKeysField });
/** Its dialog: the choice, unticked at first. */
export const signOutOthersForm = z.strictObject({ revoke_api_keys: z.boolean() });

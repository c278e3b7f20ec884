// Requests and responses of the auth calls (docs/decisions/015 "Validation", "Calls"; docs/decisions/013 "Paths": reset
// confirmation).

import * as z from 'zod';
import { MIN_PASSWORD_LENGTH } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { emailField, passwordField, requiredText, singleLineText } from './fields.js';
import { revokeApiKeysField } from './security.js';
import { recoveryCode, totpCode } from './two-factor.js';

/** With two-factor on, the same call again with `code` or `recovery_code` added (docs/decisions/042). */
export const loginRequest = z.strictObject({
  email: emailField(MESSAGES.fillAllFields),
  password: passwordField(MESSAGES.fillAllFields),
  code: totpCode.optional(),
  recovery_code: recoveryCode.optional(),
});
export type LoginRequest = z.infer<typeof loginRequest>;

/** A new password typed twice: both given, the same, then long enough (docs/decisions/015 "Validation"). */
function passwordsAgree(value: { password: string; confirmPassword: string }, ctx: z.RefinementCtx) {
  if (value.password !== value.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: MESSAGES.passwordsDoNotMatch });
  } else if (value.password.length < MIN_PASSWORD_LENGTH) {
    ctx.addIssue({ code: 'custom', path: ['password'], message: MESSAGES.passwordTooShort });
  }
}

const registerFields = {
  username: singleLineText(MESSAGES.fillAllFields, 100),
  email: emailField(MESSAGES.fillAllFields),
  password: passwordField(MESSAGES.fillAllFields),
  confirmPassword: passwordField(MESSAGES.fillAllFields),
};

export const registerRequest = z.strictObject(registerFields).superRefine(passwordsAgree);
export type RegisterRequest = z.infer<typeof registerRequest>;

/** The register dialog: the request and the terms box, which must be ticked. */
export const registerForm = z
  .strictObject({ ...registerFields, agreed: z.boolean().refine((agreed) => agreed, MESSAGES.agreeToTerms) })
  .superRefine(passwordsAgree);

/** The new-password dialog of the emailed reset link, with the choice to revoke the API keys (ticked at first). */
export const newPasswordForm = z
  .strictObject({
    password: passwordField(MESSAGES.fillAllFields),
    confirmPassword: passwordField(MESSAGES.fillAllFields),
    revoke_api_keys: z.boolean(),
  })
  .superRefine(passwordsAgree);

export const resetPasswordRequest = z.strictObject({
  email: emailField(MESSAGES.enterEmail),
});

/** A reset by email revokes the member's API keys too unless they choose to keep them (docs/decisions/050). */
export const confirmResetPasswordRequest = z.strictObject({
  token: requiredText(MESSAGES.resetLinkInvalid, 200),
  password: passwordField(MESSAGES.fillAllFields).min(MIN_PASSWORD_LENGTH, MESSAGES.passwordTooShort),
  revoke_api_keys: revokeApiKeysField.default(true),
});

/** The token of a security alert's "sign out everywhere" link (docs/decisions/050). */
export const signOutEverywhereRequest = z.strictObject({ token: requiredText(MESSAGES.signOutLinkInvalid, 2_000) });

export const messageResponse = z.object({ success: z.literal(true), message: z.string() });

/** The emailed confirmation link's token (docs/decisions/053). */
export const confirmEmailRequest = z.strictObject({ token: requiredText(MESSAGES.confirmLinkInvalid, 2_000) });
/** What the link confirmed: an account's address, or an anonymous lease order's (whose page it then shows). */
export const confirmEmailResponse = messageResponse.extend({
  confirmed: z.enum(['account', 'order']),
  order_id: z.string().nullable(),
});
export type ConfirmEmailResponse = z.infer<typeof confirmEmailResponse>;
export type MessageResponse = z.infer<typeof messageResponse>;

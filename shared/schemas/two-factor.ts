// Requests and answers of two-factor sign-in and of the sessions list (docs/decisions/042, 043), and the web's forms.

import * as z from 'zod';
import { RECOVERY_CODE_COUNT, TOTP_DIGITS } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { passwordField } from './fields.js';
import { reauthFields, reauthFormFields, revokeApiKeysField } from './security.js';

/** A 6-digit authenticator code, spaces allowed as apps show them ('123 456'). */
export const totpCode = z
  .string({ error: MESSAGES.twoFactorCodeNeeded })
  .transform((code) => code.replace(/\s/g, ''))
  .pipe(z.string().regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), MESSAGES.twoFactorCodeNeeded));

/** A recovery code as shown (`abcde-fghij`), in any case, dashes and spaces optional. */
export const recoveryCode = z
  .string({ error: MESSAGES.recoveryCodeInvalid })
  .transform((code) => code.replace(/[\s-]/g, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z2-7]{10}$/, MESSAGES.recoveryCodeInvalid));

/** Either a current authenticator code or one of the recovery codes (turning two-factor off). */
export const codeOrRecoveryCode = z
  .string({ error: MESSAGES.twoFactorCodeFormat })
  .trim()
  .min(1, MESSAGES.twoFactorCodeFormat)
  .max(40, MESSAGES.twoFactorCodeFormat);

export const startTwoFactorRequest = z.strictObject({ password: passwordField(MESSAGES.fillAllFields) });
export const startTwoFactorResponse = z.object({
  success: z.literal(true),
  secret: z.string(),
  otpauth_url: z.string(),
});
export type StartTwoFactorResponse = z.infer<typeof startTwoFactorResponse>;

/** Turning it on ends the other sessions; the API keys are revoked too when asked (docs/decisions/050). */
export const confirmTwoFactorRequest = z.strictObject({ code: totpCode, revoke_api_keys: revokeApiKeysField });
export const confirmTwoFactorResponse = z.object({
  success: z.literal(true),
  recovery_codes: z.array(z.string()).length(RECOVERY_CODE_COUNT),
});
export type ConfirmTwoFactorResponse = z.infer<typeof confirmTwoFactorResponse>;

/** Turning it off re-authenticates (docs/decisions/050): a missing password or code is a 401, as a wrong one is. */
export const disableTwoFactorRequest = z.strictObject({ ...reauthFields, revoke_api_keys: revokeApiKeysField });

export const twoFactorStatusResponse = z.object({
  success: z.literal(true),
  enabled: z.boolean(),
  recovery_codes_left: z.number().int(),
  /** Whether this session was signed in with the second factor, which every admin call needs (docs/decisions/050). */
  session_second_factor: z.boolean(),
});
export type TwoFactorStatusResponse = z.infer<typeof twoFactorStatusResponse>;

export const memberSession = z.object({
  id: z.string(),
  created_at: z.string(),
  last_seen_at: z.string(),
  user_agent: z.string(),
  /** Whether it was signed in with the second factor (docs/decisions/050). */
  second_factor: z.boolean(),
  current: z.boolean(),
});
export type MemberSession = z.infer<typeof memberSession>;
export const sessionsResponse = z.object({ success: z.literal(true), sessions: z.array(memberSession) });
export type SessionsResponse = z.infer<typeof sessionsResponse>;
export const signOutOthersResponse = z.object({ success: z.literal(true), ended: z.number().int() });

/** The web's code step of sign-in and of enrolment: an authenticator code; or, at sign-in, a recovery code instead. */
export const authenticatorCodeForm = z.strictObject({ code: totpCode });
export const enrolmentCodeForm = z.strictObject({ code: totpCode, revoke_api_keys: z.boolean() });
export const recoveryCodeForm = z.strictObject({ code: recoveryCode });
export const startTwoFactorForm = startTwoFactorRequest;
export const disableTwoFactorForm = z.strictObject({
  password: reauthFormFields.password,
  code: codeOrRecoveryCode,
  revoke_api_keys: z.boolean(),
});

// Requests and responses of the auth calls (docs/decisions/015 "Validation", "Calls"; docs/decisions/013 "Paths": reset
// confirmation).

import * as z from 'zod';
import { MIN_PASSWORD_LENGTH } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { emailField, passwordField, requiredText } from './fields.js';

export const loginRequest = z.strictObject({
  email: emailField(MESSAGES.fillAllFields),
  password: passwordField(MESSAGES.fillAllFields),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const registerRequest = z
  .strictObject({
    username: requiredText(MESSAGES.fillAllFields, 100),
    email: emailField(MESSAGES.fillAllFields),
    password: passwordField(MESSAGES.fillAllFields),
    confirmPassword: passwordField(MESSAGES.fillAllFields),
  })
  .superRefine((value, ctx) => {
    if (value.password !== value.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: MESSAGES.passwordsDoNotMatch });
    } else if (value.password.length < MIN_PASSWORD_LENGTH) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: MESSAGES.passwordTooShort });
    }
  });
export type RegisterRequest = z.infer<typeof registerRequest>;

export const resetPasswordRequest = z.strictObject({
  email: emailField(MESSAGES.enterEmail),
});

export const confirmResetPasswordRequest = z.strictObject({
  token: requiredText(MESSAGES.resetLinkInvalid, 200),
  password: passwordField(MESSAGES.fillAllFields).min(MIN_PASSWORD_LENGTH, MESSAGES.passwordTooShort),
});

export const messageResponse = z.object({ success: z.literal(true), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

// The auth area's Lambda: register, login, logout, password reset, session check, the alerts' sign-out link, the
// address confirmation link.

import { createAreaHandler } from '../core/area-handler.js';
import { confirmEmailOperation } from './confirm-email.js';
import { confirmPasswordResetOperation } from './confirm-password-reset.js';
import { getMe } from './get-me.js';
import { login } from './login.js';
import { logout } from './logout.js';
import { register } from './register.js';
import { requestPasswordResetOperation } from './request-password-reset.js';
import { signOutEverywhereOperation } from './sign-out-everywhere.js';

export const handler = createAreaHandler('auth', {
  'auth.register': register,
  'auth.login': login,
  'auth.logout': logout,
  'auth.me': getMe,
  'auth.resetPassword': requestPasswordResetOperation,
  'auth.confirmResetPassword': confirmPasswordResetOperation,
  'auth.signOutEverywhere': signOutEverywhereOperation,
  'auth.confirmEmail': confirmEmailOperation,
});

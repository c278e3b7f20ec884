// Two-factor sign-in from the profile (docs/decisions/042): GET its state, POST starts enrolment, POST confirm turns it
// on with a first code (the recovery codes, once), DELETE turns it off with the password and a code.

import { MESSAGES } from '../../../shared/messages.js';
import {
  confirmTwoFactorRequest,
  disableTwoFactorRequest,
  startTwoFactorRequest,
} from '../../../shared/schemas/two-factor.js';
import { confirmTwoFactor, disableTwoFactor, startTwoFactor } from '../../domain/auth/two-factor.js';
import { hasTwoFactor } from '../../domain/users/user.js';
import type { Operation } from '../core/area-handler.js';
import { currentUser } from '../core/current-user.js';
import { jsonBody } from '../core/request.js';

export const getTwoFactor: Operation = async (request) => {
  const user = currentUser(request);
  const enabled = hasTwoFactor(user);
  return { body: { enabled, recovery_codes_left: enabled ? (user.twoFactor?.recoveryCodeHashes.length ?? 0) : 0 } };
};

export const startTwoFactorOperation: Operation = async (request, deps) => {
  const { password } = jsonBody(request, startTwoFactorRequest);
  const { secret, otpauthUrl } = await startTwoFactor(deps, currentUser(request), password);
  return { body: { secret, otpauth_url: otpauthUrl } };
};

export const confirmTwoFactorOperation: Operation = async (request, deps) => {
  const { code } = jsonBody(request, confirmTwoFactorRequest);
  return { body: { recovery_codes: await confirmTwoFactor(deps, currentUser(request), code) } };
};

export const disableTwoFactorOperation: Operation = async (request, deps) => {
  const input = jsonBody(request, disableTwoFactorRequest);
  await disableTwoFactor(deps, currentUser(request), input);
  return { body: { message: MESSAGES.twoFactorTurnedOff } };
};

// Two-factor sign-in from the profile (docs/decisions/042): GET its state (and whether this session was signed in with
// it), POST starts enrolment, POST confirm turns it on with a first code (the recovery codes, once), DELETE turns it
// off re-authenticated; either ends the other sessions, and the API keys when asked (docs/decisions/050).

import { MESSAGES } from '../../../shared/messages.js';
import {
  confirmTwoFactorRequest,
  disableTwoFactorRequest,
  startTwoFactorRequest,
} from '../../../shared/schemas/two-factor.js';
import { confirmTwoFactor, disableTwoFactor, startTwoFactor } from '../../domain/auth/two-factor.js';
import { hasTwoFactor } from '../../domain/users/user.js';
import type { Operation } from '../core/area-handler.js';
import { currentSession, currentUser } from '../core/current-user.js';
import { jsonBody } from '../core/request.js';
import { attemptSource } from '../core/sign-in-client.js';

export const getTwoFactor: Operation = async (request) => {
  const user = currentUser(request);
  const enabled = hasTwoFactor(user);
  return {
    body: {
      enabled,
      recovery_codes_left: enabled ? (user.twoFactor?.recoveryCodeHashes.length ?? 0) : 0,
      session_second_factor: currentSession(request).secondFactor,
    },
  };
};

export const startTwoFactorOperation: Operation = async (request, deps) => {
  const { password } = jsonBody(request, startTwoFactorRequest);
  const source = await attemptSource(request, deps);
  const { secret, otpauthUrl } = await startTwoFactor(deps, currentUser(request), password, source);
  return { body: { secret, otpauth_url: otpauthUrl } };
};

export const confirmTwoFactorOperation: Operation = async (request, deps) => {
  const { code, revoke_api_keys: revokeApiKeys = false } = jsonBody(request, confirmTwoFactorRequest);
  const choice = { sessionId: currentSession(request).id, revokeApiKeys };
  return { body: { recovery_codes: await confirmTwoFactor(deps, currentUser(request), code, choice) } };
};

export const disableTwoFactorOperation: Operation = async (request, deps) => {
  const { revoke_api_keys: revokeApiKeys = false, ...given } = jsonBody(request, disableTwoFactorRequest);
  const choice = { sessionId: currentSession(request).id, revokeApiKeys };
  await disableTwoFactor(deps, currentUser(request), given, await attemptSource(request, deps), choice);
  return { body: { message: MESSAGES.twoFactorTurnedOff } };
};

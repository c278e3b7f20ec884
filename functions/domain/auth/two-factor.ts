// Two-factor sign-in (docs/decisions/042): enrolment with a password and a first code, ten recovery codes shown once,
// the second factor at sign-in (each TOTP step and each recovery code used once), and turning it off with the
// password and a code. Wrong codes count against the login failures. Turning it on or off ends every other session and
// mails a security alert; the API keys are revoked too when the member asks (docs/decisions/050).

import { MESSAGES } from '../../../shared/messages.js';
import type { Reauthentication } from '../../../shared/schemas/security.js';
import type { ApiKeyDeps } from '../api-keys/api-key-deps.js';
import { AppError } from '../errors.js';
import { hasTwoFactor, type User } from '../users/user.js';
import type { AuthDeps } from './auth-deps.js';
import { requireCurrentPassword, type AttemptSource } from './password-check.js';
import { reauthenticate } from './reauthenticate.js';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes.js';
import { securityAlert } from './security-alerts.js';
import { afterSessionsEnded, type SessionChoice } from './sessions-ended.js';
import { matchingStep, newTotpSecret, otpauthUrl } from './totp.js';

type TwoFactorDeps = Pick<AuthDeps, 'clock' | 'users' | 'counters' | 'sealer' | 'passwords'>;
type SwitchDeps = TwoFactorDeps & Pick<AuthDeps, 'events' | 'publicUrl' | 'jwtSecret'> & Pick<ApiKeyDeps, 'apiKeys'>;

/** Starts enrolment: a new secret, sealed and stored, answered once for the QR code and manual entry. */
export async function startTwoFactor(
  deps: TwoFactorDeps,
  user: User,
  password: string,
  source: AttemptSource,
): Promise<{ secret: string; otpauthUrl: string }> {
  await requireCurrentPassword(deps, user, password, source);
  if (hasTwoFactor(user)) throw new AppError('invalidState', MESSAGES.twoFactorAlreadyOn);
  const secret = newTotpSecret();
  if (!(await deps.users.startTwoFactor(user.id, await deps.sealer.seal(secret, user.id)))) {
    throw new AppError('invalidState', MESSAGES.twoFactorAlreadyOn);
  }
  return { secret, otpauthUrl: otpauthUrl(secret, user.email) };
}

/**
 * Turns two-factor on with a first code of the enrolled secret; the recovery codes, which are never shown again. The
 * session that confirms counts as signed in with the second factor (it gave the password to start and now a code);
 * every other session ends.
 */
export async function confirmTwoFactor(
  deps: SwitchDeps,
  user: User,
  code: string,
  choice: SessionChoice,
): Promise<string[]> {
  const pending = user.twoFactor;
  if (!pending) throw new AppError('invalidState', MESSAGES.twoFactorNotStarted);
  if (pending.enabled) throw new AppError('invalidState', MESSAGES.twoFactorAlreadyOn);
  const now = deps.clock.now();
  const step = matchingStep(await deps.sealer.open(pending.sealedSecret, user.id), code, now);
  if (step === null) throw invalidCode();
  const codes = newRecoveryCodes();
  const alerts = await securityAlert(deps, user, { kind: 'twoFactorOn' }, now, user.sessionGeneration + 1);
  const enabled = await deps.users.enableTwoFactor(
    user,
    { sealedSecret: pending.sealedSecret, step, recoveryCodeHashes: codes.map(hashRecoveryCode) },
    choice.sessionId,
    alerts,
  );
  if (!enabled) throw new AppError('invalidState', MESSAGES.twoFactorNotStarted);
  await afterSessionsEnded(deps, user.id, alerts, choice.revokeApiKeys);
  return codes;
}

/** Turns two-factor off, re-authenticated with the password and a current code or a recovery code. */
export async function disableTwoFactor(
  deps: SwitchDeps,
  user: User,
  given: Reauthentication,
  source: AttemptSource,
  choice: SessionChoice,
): Promise<void> {
  if (!hasTwoFactor(user)) throw new AppError('invalidState', MESSAGES.twoFactorNotOn);
  await reauthenticate(deps, user, given, source);
  const now = deps.clock.now();
  const alerts = await securityAlert(deps, user, { kind: 'twoFactorOff' }, now, user.sessionGeneration + 1);
  // The generation moved meanwhile (a password change elsewhere): this session has ended too.
  if (!(await deps.users.disableTwoFactor(user, choice.sessionId, alerts))) {
    throw new AppError('unauthenticated', MESSAGES.notLoggedIn);
  }
  await afterSessionsEnded(deps, user.id, alerts, choice.revokeApiKeys);
}

const invalidCode = () =>
  new AppError('validation', MESSAGES.twoFactorCodeInvalid, { code: MESSAGES.twoFactorCodeInvalid });

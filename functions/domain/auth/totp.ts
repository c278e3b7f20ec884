// TOTP (RFC 6238) as any authenticator app computes it: 6 digits, 30 s steps, SHA-1, one step of drift either way
// (docs/decisions/042). A code is known by its step, so the caller can refuse a step already used.

import { Secret, TOTP } from 'otpauth';
import { TOTP_DIGITS, TOTP_ISSUER, TOTP_PERIOD_S, TOTP_WINDOW_STEPS } from '../../../shared/constants.js';

const totp = (secret: string, label = '') =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_S,
    secret: Secret.fromBase32(secret),
  });

/** A new secret of 160 bits (RFC 4226's recommended length), written in base32 as apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://totp/...` URI an app reads from the QR code. */
export function otpauthUrl(secret: string, accountName: string): string {
  return totp(secret, accountName).toString();
}

/** The step (30 s slot since the epoch) the code belongs to, or null when it is not the code of a step in the window. */
export function matchingStep(secret: string, code: string, now: Date): number | null {
  const delta = totp(secret).validate({ token: code, timestamp: now.getTime(), window: TOTP_WINDOW_STEPS });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / TOTP_PERIOD_S) + delta;
}

/** The code of the step `now` is in (what an app shows): for seeds and the operator command. */
export function currentTotpCode(secret: string, now: Date): string {
  return totp(secret).generate({ timestamp: now.getTime() });
}

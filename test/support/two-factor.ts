// Two-factor sign-in for the tests (docs/decisions/042): enrolment through the API with the first code computed from
// the secret it answers, as an authenticator app would; every admin of the tests is enrolled this way.

import { TOTP_PERIOD_S } from '../../shared/constants.js';
import { currentTotpCode } from '../../functions/domain/auth/totp.js';
import { Client } from './http.js';

/**
 * The code an app shows `stepsAhead` steps from `now` (one step of drift is allowed, so 1 gives a fresh step at once);
 * `now` is the stack's time where its clock was moved (test/support/clock.ts).
 */
export function totpCode(secret: string, stepsAhead = 0, now = Date.now()): string {
  return currentTotpCode(secret, new Date(now + stepsAhead * TOTP_PERIOD_S * 1000));
}

/** Turns two-factor on for the client's member; its secret and its ten recovery codes. */
export async function enrolTwoFactor(client: Client, password: string, now = Date.now()) {
  const started = await client.post('/users/two-factor.php', { password });
  if (started.status !== 200) throw new Error(`two-factor start failed: ${JSON.stringify(started.body)}`);
  const secret = started.body.secret as string;
  const confirmed = await client.post('/users/two-factor/confirm.php', { code: totpCode(secret, 0, now) });
  if (confirmed.status !== 200) throw new Error(`two-factor confirm failed: ${JSON.stringify(confirmed.body)}`);
  return { secret, recoveryCodes: confirmed.body.recovery_codes as string[] };
}

/**
 * A new browser signed in with the password and a code of `secret`, as an admin must be (docs/decisions/050): the next
 * step's code by default, which one step of drift admits, since the current one may have been used already.
 */
export async function signedInWithCode(email: string, password: string, secret: string, stepsAhead = 1) {
  const client = new Client();
  const reply = await client.post('/auth/login.php', { email, password, code: totpCode(secret, stepsAhead) });
  if (reply.status !== 200) throw new Error(`sign-in with a code failed: ${JSON.stringify(reply.body)}`);
  return client;
}

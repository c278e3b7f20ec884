// Two-factor codes in the stack's time (docs/decisions/042, 049): a code holds for its 30 s step and one step either
// side, so once the clock has moved past that window the code an app showed is refused, at enrolment as at sign-in,
// and the one it shows now is taken.

import { describe, expect, it } from 'vitest';
import { TOTP_PERIOD_S, TOTP_WINDOW_STEPS } from '../../../shared/constants.js';
import { MESSAGES } from '../../../shared/messages.js';
import { moveClock, stackNow } from '../../support/clock.js';
import { Client, registeredMember } from '../../support/http.js';
import { enrolTwoFactor, totpCode } from '../../support/two-factor.js';

/** Past the step a code was made in and the drift allowed after it. */
const PAST_THE_WINDOW_MS = (TOTP_WINDOW_STEPS + 1) * TOTP_PERIOD_S * 1000;

describe('two-factor codes once their window has passed', () => {
  it('refuses at enrolment the code shown before the window passed, and takes the current one', async () => {
    const { client, password } = await registeredMember('enrol-window');
    const started = await client.post('/users/two-factor.php', { password });
    const shown = totpCode(started.body.secret, 0, await stackNow());
    await moveClock(PAST_THE_WINDOW_MS);

    const late = await client.post('/users/two-factor/confirm.php', { code: shown });
    expect(late.status).toBe(400);
    expect((await client.get('/users/two-factor.php')).body.enabled).toBe(false);
    const now = await client.post('/users/two-factor/confirm.php', {
      code: totpCode(started.body.secret, 0, await stackNow()),
    });
    expect(now.status).toBe(200);
    expect((await client.get('/users/two-factor.php')).body.enabled).toBe(true);
  });

  it('refuses at sign-in a code from a window that has passed, and signs in with the current one', async () => {
    const { client, email, password } = await registeredMember('signin-window');
    const { secret } = await enrolTwoFactor(client, password, await stackNow());
    // A code one step ahead is still good one step later: the window is the step and one either side.
    const shown = totpCode(secret, 1, await stackNow());
    await moveClock(TOTP_PERIOD_S * 1000);
    expect((await new Client().post('/auth/login.php', { email, password, code: shown })).status).toBe(200);

    const next = totpCode(secret, 1, await stackNow());
    await moveClock(PAST_THE_WINDOW_MS + TOTP_PERIOD_S * 1000);
    const late = await new Client().post('/auth/login.php', { email, password, code: next });
    expect(late.status).toBe(401);
    expect(late.body).toMatchObject({ two_factor_required: true, error: MESSAGES.twoFactorCodeInvalid });
    const current = totpCode(secret, 0, await stackNow());
    expect((await new Client().post('/auth/login.php', { email, password, code: current })).status).toBe(200);
  });
});

// Two-factor sign-in and the sessions list over real HTTP against the local stack (docs/decisions/042, 043).

import { describe, expect, it } from 'vitest';
import { LOGIN_MAX_FAILURES, REAUTH_REQUIRED, ROLE_ADMIN, TWO_FACTOR_REQUIRED } from '../../shared/constants.js';
import { MESSAGES } from '../../shared/messages.js';
import { createUserRepository } from '../../functions/adapters/dynamo/user-repository.js';
import { Client, registeredMember } from '../support/http.js';
import { localTable } from '../support/table.js';
import { enrolTwoFactor, totpCode } from '../support/two-factor.js';

const login = (client: Client, body: Record<string, string>) => client.post('/auth/login.php', body);

async function enrolledMember(label: string) {
  const member = await registeredMember(label);
  return { ...member, ...(await enrolTwoFactor(member.client, member.password)) };
}

describe('enrolment', () => {
  it('answers the secret and an otpauth:// URL, then ten recovery codes for a right first code', async () => {
    const { client, password, email } = await registeredMember('enrol');
    const started = await client.post('/users/two-factor.php', { password });
    expect(started.status).toBe(200);
    expect(started.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.body.otpauth_url).toContain('otpauth://totp/');
    expect(started.body.otpauth_url).toContain(encodeURIComponent(email));
    expect(started.body.otpauth_url).toContain(`secret=${started.body.secret}`);

    const wrong = await client.post('/users/two-factor/confirm.php', { code: '000000' });
    expect(wrong.status).toBe(400);
    expect((await client.get('/users/two-factor.php')).body.enabled).toBe(false);

    const confirmed = await client.post('/users/two-factor/confirm.php', { code: totpCode(started.body.secret) });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.recovery_codes).toHaveLength(10);
    expect(new Set(confirmed.body.recovery_codes).size).toBe(10);
    expect((await client.get('/users/two-factor.php')).body).toMatchObject({ enabled: true, recovery_codes_left: 10 });
  });

  it('needs the password to start, and keeps the secret sealed at rest', async () => {
    const { client, user, password } = await registeredMember('sealed');
    expect((await client.post('/users/two-factor.php', { password: 'not the password' })).status).toBe(400);
    const { secret } = await enrolTwoFactor(client, password);
    const stored = await createUserRepository(localTable()).findById(user.id);
    expect(stored?.twoFactor?.sealedSecret).toMatch(/^local:v1:/);
    expect(stored?.twoFactor?.sealedSecret).not.toContain(secret);
  });
});

describe('sign-in with two-factor on', () => {
  it('opens no session with the password alone, and signs in with the current code', async () => {
    const { email, password, secret } = await enrolledMember('signin');
    const browser = new Client();
    const first = await login(browser, { email, password });
    expect(first.status).toBe(401);
    expect(first.body).toMatchObject({
      success: false,
      two_factor_required: true,
      error: MESSAGES.twoFactorCodeNeeded,
    });
    expect(browser.cookies.size).toBe(0);
    expect((await browser.get('/auth/me.php')).status).toBe(401);

    const signedIn = await login(browser, { email, password, code: totpCode(secret, 1) });
    expect(signedIn.status).toBe(200);
    expect((await browser.get('/auth/me.php')).status).toBe(200);
  });

  it('refuses a wrong code and a code used already (its step is recorded)', async () => {
    const { email, password, secret } = await enrolledMember('replay');
    const wrong = await login(new Client(), { email, password, code: totpCode(secret, 5) });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ two_factor_required: true, error: MESSAGES.twoFactorCodeInvalid });

    const code = totpCode(secret, 1);
    expect((await login(new Client(), { email, password, code })).status).toBe(200);
    const replayed = await login(new Client(), { email, password, code });
    expect(replayed.status).toBe(401);
    expect(replayed.body.error).toBe(MESSAGES.twoFactorCodeInvalid);
  });

  it('takes each recovery code once', async () => {
    const { email, password, recoveryCodes, client } = await enrolledMember('recovery');
    const recovery_code = recoveryCodes[3]!.toUpperCase();
    expect((await login(new Client(), { email, password, recovery_code })).status).toBe(200);
    const again = await login(new Client(), { email, password, recovery_code });
    expect(again.status).toBe(401);
    expect(again.body.error).toBe(MESSAGES.recoveryCodeInvalid);
    expect((await client.get('/users/two-factor.php')).body.recovery_codes_left).toBe(9);
  });

  it('counts wrong codes against the login throttle: 429 after 10, even with the right code', async () => {
    const { email, password, secret } = await enrolledMember('throttle');
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) {
      expect((await login(new Client(), { email, password, code: '000000' })).status).toBe(401);
    }
    const blocked = await login(new Client(), { email, password, code: totpCode(secret, 1) });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toBe(MESSAGES.tooManyLoginAttempts);
  }, 180_000);
});

describe('turning it off', () => {
  it('needs the password and a current code or a recovery code', async () => {
    const { client, email, password, secret, recoveryCodes } = await enrolledMember('disable');
    const off = (body: object) => client.call('DELETE', '/users/two-factor.php', body);
    // Turning it off re-authenticates (docs/decisions/050): missing or wrong is a 401 REAUTH_REQUIRED.
    for (const body of [
      { password },
      { password: 'wrong password', code: totpCode(secret, 1) },
      { password, code: '000000' },
    ]) {
      const refused = await off(body);
      expect(refused.status, JSON.stringify(body)).toBe(401);
      expect(refused.body.code).toBe(REAUTH_REQUIRED);
    }
    expect((await client.get('/users/two-factor.php')).body.enabled).toBe(true);

    expect((await off({ password, code: recoveryCodes[0] })).status).toBe(200);
    expect((await client.get('/users/two-factor.php')).body.enabled).toBe(false);
    expect((await login(new Client(), { email, password })).status).toBe(200);
  });
});

describe('admins', () => {
  it('get 403 TWO_FACTOR_REQUIRED on admin calls until two-factor is on', async () => {
    const { client, user, password } = await registeredMember('admin-2fa');
    await createUserRepository(localTable()).setRole(user.id, ROLE_ADMIN);
    const refused = await client.get('/admin/stats.php');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      success: false,
      code: TWO_FACTOR_REQUIRED,
      error: MESSAGES.adminNeedsTwoFactor,
    });
    await enrolTwoFactor(client, password);
    expect((await client.get('/admin/stats.php')).status).toBe(200);
  });
});

describe('sessions', () => {
  it('lists the member’s sessions, this one marked, and signs out the others on the server', async () => {
    const { client, email, password } = await registeredMember('sessions');
    const phone = new Client();
    await phone.call('POST', '/auth/login.php', { email, password }, { 'user-agent': 'Phone browser/1.0' });

    const listed = await client.get('/users/sessions.php');
    expect(listed.status).toBe(200);
    expect(listed.body.sessions).toHaveLength(2);
    const [newest, oldest] = listed.body.sessions;
    expect(newest).toMatchObject({ user_agent: 'Phone browser/1.0', current: false });
    expect(oldest).toMatchObject({ current: true });
    expect(Date.parse(oldest.created_at)).toBeLessThanOrEqual(Date.parse(newest.created_at));
    expect(Date.parse(newest.last_seen_at)).toBeGreaterThanOrEqual(Date.parse(newest.created_at));

    const ended = await client.call('DELETE', '/users/sessions.php');
    expect(ended.body).toMatchObject({ success: true, ended: 1 });
    expect((await phone.get('/auth/me.php')).status).toBe(401);
    expect((await client.get('/auth/me.php')).status).toBe(200);
    const after = await client.get('/users/sessions.php');
    expect(after.body.sessions.map((session: { current: boolean }) => session.current)).toEqual([true]);
  });
});

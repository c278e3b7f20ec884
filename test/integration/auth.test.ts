import { createPasswordHasher } from '../../functions/domain/auth/password.js';
import { TEST_PASSWORD_COST_LOG2N } from '../support/local-stack.js';
import { randomBytes, scryptSync } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import jwt from 'jsonwebtoken';
import { describe, expect, inject, it } from 'vitest';
import { createApiKeyRepository } from '../../functions/adapters/dynamo/api-key-repository.js';
import { createUserRepository } from '../../functions/adapters/dynamo/user-repository.js';
import { userKey } from '../../functions/adapters/dynamo/user-entity.js';
import { createWindowCounterRepository } from '../../functions/adapters/dynamo/window-counter-repository.js';
import { changePassword } from '../../functions/domain/users/change-password.js';
import { LOCAL_DEFAULTS } from '../../functions/local/local-defaults.js';
import { MESSAGES } from '../../shared/messages.js';
import { Client, registeredMember, uniqueEmail } from '../support/http.js';
import { stackEvents } from '../support/outbox.js';
import { localTable } from '../support/table.js';

const table = localTable();
const users = createUserRepository(table);

describe('registration', () => {
  it('creates the account, logs it in with an httpOnly cookie and answers 201 with the user', async () => {
    const client = new Client();
    const email = uniqueEmail('ann');
    const reply = await client.post('/auth/register.php', {
      username: 'Ann',
      email: email.toUpperCase(),
      password: 'password1',
      confirmPassword: 'password1',
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      success: true,
      user: { name: 'Ann', email, role: 'user', wallet_balance: 0, api_key: null },
    });
    const cookie = reply.headers.getSetCookie().find((line) => line.startsWith('session='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const me = await client.get('/auth/me.php');
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe(email);
  });

  it.each([
    [{ username: '', email: 'a@b.co', password: 'password1', confirmPassword: 'password1' }, MESSAGES.fillAllFields],
    [{ username: 'A', email: 'a@b.co', password: 'password1' }, MESSAGES.fillAllFields],
    [
      { username: 'A', email: 'a@b.co', password: 'password1', confirmPassword: 'password2' },
      MESSAGES.passwordsDoNotMatch,
    ],
    [
      { username: 'A', email: 'not-an-email', password: 'password1', confirmPassword: 'password1' },
      MESSAGES.enterValidEmail,
    ],
    [{ username: 'A', email: 'a@b.co', password: 'short', confirmPassword: 'short' }, MESSAGES.passwordTooShort],
  ])('refuses %j with "%s" and creates nothing', async (body, message) => {
    const client = new Client();
    const reply = await client.post('/auth/register.php', body);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ success: false, error: message });
    expect(reply.body.details).toBeTypeOf('object');
    expect(client.cookies.size).toBe(0);
  });

  it('answers 409 "Email already exists" for a taken email, whatever its case', async () => {
    const { email } = await registeredMember('taken');
    const reply = await new Client().post('/auth/register.php', {
      username: 'Other',
      email: email.toUpperCase(),
      password: 'password1',
      confirmPassword: 'password1',
    });
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual({ success: false, error: MESSAGES.emailExists });
  });

  it('makes exactly one account when 20 registrations race for one email', async () => {
    const email = uniqueEmail('race');
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        new Client().post('/auth/register.php', {
          username: `Racer ${i}`,
          email,
          password: `password-${i}`,
          confirmPassword: `password-${i}`,
        }),
      ),
    );
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const winner = replies.findIndex((reply) => reply.status === 201);
    const login = await new Client().post('/auth/login.php', { email, password: `password-${winner}` });
    expect(login.status).toBe(200);
    expect(login.body.user.name).toBe(`Racer ${winner}`);
  });
});

describe('login and logout', () => {
  it('logs in, reads the session, logs out, and the old cookie no longer works', async () => {
    const { email, password } = await registeredMember('cycle');
    const client = new Client();
    const login = await client.post('/auth/login.php', { email, password });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ email, role: 'user' });
    const token = client.cookies.get('session')!;

    expect((await client.get('/auth/me.php')).status).toBe(200);
    const logout = await client.post('/auth/logout.php');
    expect(logout.status).toBe(200);
    expect(client.cookies.has('session')).toBe(false);
    expect((await client.get('/auth/me.php')).status).toBe(401);

    const replay = new Client();
    replay.cookies.set('session', token);
    expect((await replay.get('/auth/me.php')).status).toBe(401);
  });

  it('refuses a wrong password or an unknown email with 401 and no cookie', async () => {
    const { email } = await registeredMember('wrong');
    for (const body of [
      { email, password: 'not the password' },
      { email: uniqueEmail('ghost'), password: 'whatever1' },
    ]) {
      const client = new Client();
      const reply = await client.post('/auth/login.php', body);
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({ success: false, error: MESSAGES.invalidCredentials });
      expect(client.cookies.size).toBe(0);
    }
  });

  it('asks for both fields with "Please fill in all fields"', async () => {
    const reply = await new Client().post('/auth/login.php', { email: '', password: '' });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toBe(MESSAGES.fillAllFields);
  });

  it('answers 429 after 10 failed attempts in 15 minutes, even with the right password', async () => {
    const { email, password } = await registeredMember('brute');
    for (let i = 0; i < 10; i += 1) {
      expect((await new Client().post('/auth/login.php', { email, password: `guess-${i}` })).status).toBe(401);
    }
    const blocked = await new Client().post('/auth/login.php', { email, password });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toBe(MESSAGES.tooManyLoginAttempts);
  });

  it('processes at most 10 of 40 parallel wrong guesses for one email (the rest 429), then refuses even the right password', async () => {
    const { email, password } = await registeredMember('parallel');
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, i) => new Client().post('/auth/login.php', { email, password: `guess-${i}` })),
    );
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    const blocked = await new Client().post('/auth/login.php', { email, password });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toBe(MESSAGES.tooManyLoginAttempts);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('does not count a successful login against the email', async () => {
    const { email, password } = await registeredMember('regular');
    for (let i = 0; i < 9; i += 1) {
      expect((await new Client().post('/auth/login.php', { email, password: `typo-${i}` })).status).toBe(401);
    }
    for (let i = 0; i < 3; i += 1) {
      expect((await new Client().post('/auth/login.php', { email, password })).status).toBe(200);
    }
    expect((await new Client().post('/auth/login.php', { email, password: 'typo-10' })).status).toBe(401);
    expect((await new Client().post('/auth/login.php', { email, password })).status).toBe(429);
  });

  it('upgrades a password hash made with other parameters at the next login', async () => {
    const { email, password, user } = await registeredMember('legacy');
    // A shorter key than today's 64 bytes, at the cost the suite's stack hashes with (the upgrade from the old cost
    // to OWASP's is test/unit/auth-domain.test.ts's).
    const salt = randomBytes(16);
    const key = scryptSync(password, salt, 32, { N: 16_384, r: 8, p: 1 });
    const legacy = ['scrypt', 16_384, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
    await table.doc.send(
      new UpdateCommand({
        TableName: table.tableName,
        Key: userKey(user.id),
        UpdateExpression: 'SET passwordHash = :hash',
        ExpressionAttributeValues: { ':hash': legacy },
      }),
    );
    expect((await new Client().post('/auth/login.php', { email, password })).status).toBe(200);
    const upgraded = (await users.findById(user.id))!.passwordHash.split('$');
    expect(upgraded.slice(0, 4)).toEqual(['scrypt', String(2 ** TEST_PASSWORD_COST_LOG2N), '8', '1']);
    expect(Buffer.from(upgraded[5]!, 'base64')).toHaveLength(64);
    expect((await new Client().post('/auth/login.php', { email, password })).status).toBe(200);
  });

  it('treats a tampered or expired cookie as logged out (401)', async () => {
    const { client, user } = await registeredMember('tamper');
    const token = client.cookies.get('session')!;
    const [header, payload, signature] = token.split('.');
    const forged = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    forged.sub = 'someone-else';
    const tampered = new Client();
    tampered.cookies.set(
      'session',
      `${header}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`,
    );
    expect((await tampered.get('/auth/me.php')).status).toBe(401);

    const { sid } = forged as { sid: string };
    const expired = new Client();
    expired.cookies.set(
      'session',
      jwt.sign({ sid, exp: Math.floor(Date.now() / 1000) - 60 }, LOCAL_DEFAULTS.JWT_SECRET, {
        subject: user.id,
        issuer: 'uk-sms-numbers',
      }),
    );
    expect((await expired.get('/auth/me.php')).status).toBe(401);
    expect((await new Client().get('/auth/me.php')).status).toBe(401);
  });
});

describe('a password change (the domain rule behind POST /users/update-password.php)', () => {
  // At the cost the suite's stack hashes with (test/support/local-stack.ts), so its logins need no rehash.
  const deps = {
    clock: { now: () => new Date() },
    users,
    counters: createWindowCounterRepository(table),
    passwords: createPasswordHasher(TEST_PASSWORD_COST_LOG2N),
    apiKeys: createApiKeyRepository(table),
    events: stackEvents(),
    jwtSecret: async () => LOCAL_DEFAULTS.JWT_SECRET,
    publicUrl: inject('siteUrl'),
  };
  const source = { address: '127.0.0.1', browser: null };
  const keeping = (client: Client) => ({ sessionId: sessionIdOf(client), revokeApiKeys: false });
  const sessionIdOf = (client: Client) => (jwt.decode(client.cookies.get('session')!) as { sid: string }).sid;

  it('ends every other session of the member and keeps the one it was made from', async () => {
    const { client: here, email, password, user } = await registeredMember('changer');
    const elsewhere = new Client();
    expect((await elsewhere.post('/auth/login.php', { email, password })).status).toBe(200);
    const stranger = await registeredMember('bystander');

    const member = (await users.findById(user.id))!;
    const change = { currentPassword: password, newPassword: 'new secret 22' };
    await changePassword(deps, member, change, source, keeping(here));

    expect((await here.get('/auth/me.php')).status).toBe(200);
    expect((await elsewhere.get('/auth/me.php')).status).toBe(401);
    expect((await stranger.client.get('/auth/me.php')).status).toBe(200);
    expect((await new Client().post('/auth/login.php', { email, password })).status).toBe(401);
    const again = new Client();
    expect((await again.post('/auth/login.php', { email, password: 'new secret 22' })).status).toBe(200);
    expect((await again.get('/auth/me.php')).status).toBe(200);
  });

  it('refuses a wrong current password with "Current password is incorrect" and changes nothing', async () => {
    const { client, email, password, user } = await registeredMember('mistaken');
    const member = (await users.findById(user.id))!;
    await expect(
      changePassword(
        deps,
        member,
        { currentPassword: 'not it', newPassword: 'new secret 22' },
        source,
        keeping(client),
      ),
    ).rejects.toMatchObject({ kind: 'validation', message: MESSAGES.currentPasswordIncorrect });
    expect((await client.get('/auth/me.php')).status).toBe(200);
    expect((await new Client().post('/auth/login.php', { email, password })).status).toBe(200);
  });
});

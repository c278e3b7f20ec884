// A session is only as strong as the sign-in that made it (docs/decisions/050): an admin call needs a session signed in
// with the second factor; turning two-factor on or off, a password change and "Sign out the others" end every other
// session, and revoke the member's API keys only when the member asks; a reset by email revokes them unless asked not
// to.

import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { sessionKey } from '../../functions/adapters/dynamo/session-entity.js';
import { createUserRepository } from '../../functions/adapters/dynamo/user-repository.js';
import { ROLE_ADMIN, TWO_FACTOR_REQUIRED } from '../../shared/constants.js';
import { registeredAdmin } from '../support/admin.js';
import { callApi, developer } from '../support/api-keys.js';
import { Client, registeredMember } from '../support/http.js';
import { mailsWith } from '../support/sms.js';
import { localTable } from '../support/table.js';
import { enrolTwoFactor, signedInWithCode, totpCode } from '../support/two-factor.js';

const table = localTable();
const sessionIdOf = (client: Client) => (jwt.decode(client.cookies.get('session')!) as { sid: string }).sid;
const sessionsOf = async (client: Client) =>
  (await client.get('/users/sessions.php')).body.sessions as { current: boolean; second_factor: boolean }[];

describe('an admin call', () => {
  it('refuses a password-only session opened before enrolment: enrolling ends it; the enrolling session acts', async () => {
    const { client: laptop, email, password, user } = await registeredMember('admin-before');
    await createUserRepository(table).setRole(user.id, ROLE_ADMIN);
    const earlier = new Client();
    expect((await earlier.post('/auth/login.php', { email, password })).status).toBe(200);
    expect((await sessionsOf(earlier)).map((session) => session.second_factor)).toEqual([false, false]);

    const { secret } = await enrolTwoFactor(laptop, password);

    // The session signed in with the password alone has ended: no admin call, no member call.
    expect((await earlier.get('/admin/users.php')).status).toBe(401);
    expect((await earlier.get('/auth/me.php')).status).toBe(401);
    // The enrolling session gave the password to start and a code to confirm: it acts.
    expect((await laptop.get('/admin/users.php')).status).toBe(200);
    expect(await sessionsOf(laptop)).toEqual([expect.objectContaining({ current: true, second_factor: true })]);

    // A sign-in now needs the code, and its session carries it.
    const phone = await signedInWithCode(email, password, secret);
    expect((await phone.get('/admin/users.php')).status).toBe(200);
    expect((await sessionsOf(phone)).every((session) => session.second_factor)).toBe(true);
  });

  it('refuses with TWO_FACTOR_REQUIRED a session stored before sessions recorded their second factor', async () => {
    const admin = await registeredAdmin(table);
    expect((await admin.client.get('/admin/users.php')).status).toBe(200);
    // Such a session item has no `secondFactor`: it is not known to have used the code.
    await table.doc.send(
      new UpdateCommand({
        TableName: table.tableName,
        Key: sessionKey(sessionIdOf(admin.client)),
        UpdateExpression: 'REMOVE secondFactor',
      }),
    );
    const refused = await admin.client.get('/admin/users.php');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(TWO_FACTOR_REQUIRED);
    expect((await admin.client.get('/users/two-factor.php')).body).toMatchObject({
      enabled: true,
      session_second_factor: false,
    });
    // Member calls stay open to it, so the admin can sign in again with the code.
    expect((await admin.client.get('/auth/me.php')).status).toBe(200);
  });
});

type Developer = Awaited<ReturnType<typeof developer>>;

type Enrolment = Awaited<ReturnType<typeof enrolTwoFactor>>;

/** A change that ends the member's other sessions, with the choice to revoke their API keys; `before` prepares it. */
interface SessionEndingChange {
  before?: (dev: Developer) => Promise<Enrolment>;
  make: (dev: Developer, revoke: boolean, enrolment?: Enrolment) => Promise<{ status: number }>;
}

/** Another browser of the member, signed in (with a code when two-factor is on). */
async function otherBrowser(email: string, password: string, enrolment?: Enrolment): Promise<Client> {
  if (enrolment) return signedInWithCode(email, password, enrolment.secret);
  const client = new Client();
  expect((await client.post('/auth/login.php', { email, password })).status).toBe(200);
  return client;
}

const CHANGES: Record<string, SessionEndingChange> = {
  'a password change': {
    make: (dev, revoke) =>
      dev.client.post('/users/update-password.php', {
        current_password: dev.password,
        new_password: 'a new password 1',
        confirm_password: 'a new password 1',
        revoke_api_keys: revoke,
      }),
  },
  'turning two-factor on': {
    make: async (dev, revoke) => {
      const { secret } = (await dev.client.post('/users/two-factor.php', { password: dev.password })).body;
      return dev.client.post('/users/two-factor/confirm.php', { code: totpCode(secret), revoke_api_keys: revoke });
    },
  },
  'turning two-factor off': {
    before: (dev) => enrolTwoFactor(dev.client, dev.password),
    // The app's codes of this step and the next are used (enrolment, the other browser): a recovery code.
    make: (dev, revoke, enrolment) =>
      dev.client.call('DELETE', '/users/two-factor.php', {
        password: dev.password,
        code: enrolment!.recoveryCodes[0],
        revoke_api_keys: revoke,
      }),
  },
  '"Sign out the others"': {
    make: (dev, revoke) => dev.client.call('DELETE', '/users/sessions.php', { revoke_api_keys: revoke }),
  },
};

describe('what ends the other sessions', () => {
  for (const [name, change] of Object.entries(CHANGES)) {
    for (const revoke of [false, true]) {
      it(`${name} ends every other session, keeps this one, and ${revoke ? 'revokes' : 'keeps'} the API keys as chosen`, async () => {
        const dev = await developer(table, 0, 'ending');
        const enrolment = await change.before?.(dev);
        const phone = await otherBrowser(dev.email, dev.password, enrolment);

        expect((await change.make(dev, revoke, enrolment)).status).toBe(200);

        expect((await phone.get('/auth/me.php')).status).toBe(401);
        expect((await dev.client.get('/auth/me.php')).status).toBe(200);
        expect((await dev.api('GET', '/balance')).status).toBe(revoke ? 401 : 200);
        expect((await dev.client.get('/users/api-keys.php')).body.api_keys).toHaveLength(revoke ? 0 : 1);
      });
    }
  }
});

describe('a password reset by email', () => {
  /** Asks for the reset and sets `password` with the emailed link: the answer to the confirmation. */
  async function reset(email: string, extra: object = {}) {
    expect((await new Client().post('/auth/reset-password.php', { email })).status).toBe(200);
    const [mail] = (await mailsWith(email, 'Reset your password')).slice(-1);
    const token = new URL(/(http\S+reset_token=\S+)/.exec(mail!.body.text)![1]!).searchParams.get('reset_token');
    return new Client().post('/auth/reset-password/confirm.php', { token, password: 'reset password 1', ...extra });
  }

  it('revokes the API keys with every session, unless the member chooses to keep them', async () => {
    const revoked = await developer(table, 0, 'reset-revoked');
    expect((await reset(revoked.email)).status).toBe(200);
    expect((await revoked.client.get('/auth/me.php')).status).toBe(401);
    expect((await callApi(revoked.key, 'GET', '/balance')).status).toBe(401);

    const kept = await developer(table, 0, 'reset-kept');
    expect((await reset(kept.email, { revoke_api_keys: false })).status).toBe(200);
    expect((await kept.client.get('/auth/me.php')).status).toBe(401);
    expect((await callApi(kept.key, 'GET', '/balance')).status).toBe(200);
  });
});

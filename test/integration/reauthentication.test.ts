// Re-authentication (docs/decisions/050): creating an API key, deleting the account, turning two-factor off and changing
// the email take the password (and a code when two-factor is on) in their own body; missing or wrong is a 401 with the
// code REAUTH_REQUIRED, naming the field, and changes nothing; right, the change is made.

import { describe, expect, it } from 'vitest';
import { API_KEY_MONTHLY_FEE_CENTS, REAUTH_REQUIRED } from '../../shared/constants.js';
import { MESSAGES } from '../../shared/messages.js';
import { Client, uniqueEmail, type Reply } from '../support/http.js';
import { balance } from '../support/payments.js';
import { fundedMember } from '../support/stock.js';
import { localTable } from '../support/table.js';
import { enrolTwoFactor, totpCode } from '../support/two-factor.js';

const table = localTable();

type Member = Awaited<ReturnType<typeof fundedMember>>;

/** What a re-authenticated change sends, is answered when done, and leaves as it was when refused. */
interface GuardedChange {
  /** Two-factor must be on for it (turning it off). */
  needsTwoFactor?: true;
  make: (member: Member, auth: { password?: string; code?: string }) => Promise<Reply>;
  done: number;
  /** What the member's account shows that the change would alter. */
  state: (member: Member) => Promise<unknown>;
}

const CHANGES: Record<string, GuardedChange> = {
  'creating an API key': {
    make: (member, auth) => member.client.post('/users/api-keys.php', { name: 'Mine', plan: 'developer', ...auth }),
    done: 201,
    state: async (member) => ({
      keys: (await member.client.get('/users/api-keys.php')).body.api_keys.length,
      balance: await balance(member.client),
    }),
  },
  'deleting the account': {
    make: (member, auth) => member.client.call('DELETE', '/users/delete-account.php', { confirm: 'DELETE', ...auth }),
    done: 200,
    state: async (member) => ({
      signedIn: (await member.client.get('/auth/me.php')).status,
      login: (await new Client().post('/auth/login.php', { email: member.email, password: member.password })).status,
    }),
  },
  'changing the email': {
    make: (member, auth) => member.client.put('/users/profile.php', { email: uniqueEmail('moved'), ...auth }),
    done: 200,
    state: async (member) => (await member.client.get('/users/profile.php')).body.user.email,
  },
  'turning two-factor off': {
    needsTwoFactor: true,
    make: (member, auth) => member.client.call('DELETE', '/users/two-factor.php', auth),
    done: 200,
    state: async (member) => (await member.client.get('/users/two-factor.php')).body.enabled,
  },
};

function expectRefused(reply: Reply, field: 'password' | 'code', message: string) {
  expect(reply.status).toBe(401);
  expect(reply.body).toMatchObject({ success: false, code: REAUTH_REQUIRED, details: { [field]: message } });
}

describe('a change that needs the password again', () => {
  for (const [name, change] of Object.entries(CHANGES).filter(([, change]) => !change.needsTwoFactor)) {
    it(`${name}: without the password or with a wrong one, 401 REAUTH_REQUIRED and nothing changes; with it, done`, async () => {
      const member = await fundedMember(table, API_KEY_MONTHLY_FEE_CENTS, 'reauth');
      const before = await change.state(member);

      expectRefused(await change.make(member, {}), 'password', MESSAGES.enterCurrentPassword);
      expectRefused(await change.make(member, { password: '' }), 'password', MESSAGES.enterCurrentPassword);
      expectRefused(
        await change.make(member, { password: 'not my password' }),
        'password',
        MESSAGES.currentPasswordIncorrect,
      );
      expect(await change.state(member)).toEqual(before);

      expect((await change.make(member, { password: member.password })).status).toBe(change.done);
      expect(await change.state(member)).not.toEqual(before);
    });
  }
});

describe('with two-factor sign-in on', () => {
  for (const [name, change] of Object.entries(CHANGES)) {
    it(`${name} needs a code too: missing or wrong, 401 REAUTH_REQUIRED and nothing changes; right, done`, async () => {
      const member = await fundedMember(table, API_KEY_MONTHLY_FEE_CENTS, 'reauth-2fa');
      const { secret } = await enrolTwoFactor(member.client, member.password);
      const before = await change.state(member);

      expectRefused(
        await change.make(member, { code: totpCode(secret, 1) }),
        'password',
        MESSAGES.enterCurrentPassword,
      );
      expectRefused(await change.make(member, { password: member.password }), 'code', MESSAGES.twoFactorCodeNeeded);
      expectRefused(
        await change.make(member, { password: member.password, code: '000000' }),
        'code',
        MESSAGES.twoFactorCodeInvalid,
      );
      expect(await change.state(member)).toEqual(before);

      // The enrolment used this step's code: the next one, which one step of drift admits.
      const right = await change.make(member, { password: member.password, code: totpCode(secret, 1) });
      expect(right.status).toBe(change.done);
      expect(await change.state(member)).not.toEqual(before);
    });
  }
});

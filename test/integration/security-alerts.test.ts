// Security alerts (docs/decisions/050), read from the SES emulator's mailbox: a password change, two-factor on and off, a
// new API key, an email change (to the old address; the new one gets its confirmation link, 053) and a sign-in from a browser new to the account each mail the
// member, whatever their notification settings, quoting nothing a stranger typed, with the time and a link that ends
// every session of the account once.

import { describe, expect, inject, it } from 'vitest';
import { MESSAGES } from '../../shared/messages.js';
import { createKey } from '../support/api-keys.js';
import { CONFIRM_SUBJECT } from '../support/confirm-email.js';
import { Client, registeredMember, uniqueEmail } from '../support/http.js';
import { fundedMember } from '../support/stock.js';
import { mailsWith, mailTo, type Mail } from '../support/sms.js';
import { deliveriesDone } from '../support/running-stack.js';
import { localTable } from '../support/table.js';
import { enrolTwoFactor, totpCode } from '../support/two-factor.js';

const table = localTable();
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

/** A member who turned every optional email off: security alerts come all the same. */
async function quietMember(label: string, cents = 0) {
  const member = cents > 0 ? await fundedMember(table, cents, label) : await registeredMember(label);
  const off = { email: false, order_updates: false, lease_expiry: false, payment_reminders: false };
  expect((await member.client.put('/users/notification-settings.php', off)).status).toBe(200);
  return member;
}

/** The one alert of `subject` to `address`: its text, with a time in UTC and the sign-out link. */
async function alertText(address: string, subject: string): Promise<string> {
  const mails: Mail[] = await mailsWith(address, subject);
  expect(mails).toHaveLength(1);
  const text = mails[0]!.body.text;
  expect(text).toMatch(/\d{1,2} \w+ \d{4} at \d{2}:\d{2} UTC/);
  expect(text).toMatch(/sign_out=\S+/);
  expect(text).toContain('Security emails are always sent, whatever your notification settings.');
  return text;
}

const signOutToken = (text: string) => new URL(/(http\S+sign_out=\S+)/.exec(text)![1]!).searchParams.get('sign_out');

describe('security alerts', () => {
  it('mail a password change, with a link that ends every session of the account once', async () => {
    const { client, email, password } = await quietMember('alert-password');
    const changed = await client.post('/users/update-password.php', {
      current_password: password,
      new_password: 'changed password 1',
      confirm_password: 'changed password 1',
    });
    expect(changed.status).toBe(200);
    const text = await alertText(email, 'Your password was changed');
    expect(text).toContain('The password of your UK SMS Numbers account was changed on');

    // The session that made the change (maybe not the owner's) ends with the link, without signing in.
    const token = signOutToken(text);
    const used = await new Client().post('/auth/sign-out-everywhere.php', { token });
    expect(used.body).toMatchObject({ success: true, message: MESSAGES.signedOutEverywhere });
    expect((await client.get('/auth/me.php')).status).toBe(401);
    const again = await new Client().post('/auth/sign-out-everywhere.php', { token });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe(MESSAGES.signOutLinkInvalid);
    expect((await new Client().post('/auth/sign-out-everywhere.php', { token: `${token}x` })).status).toBe(400);
  });

  it('mail two-factor sign-in turned on and turned off', async () => {
    const { client, email, password } = await quietMember('alert-two-factor');
    const { secret } = await enrolTwoFactor(client, password);
    expect(await alertText(email, 'Two-factor sign-in was turned on')).toContain('was turned on for your');
    const off = await client.call('DELETE', '/users/two-factor.php', { password, code: totpCode(secret, 1) });
    expect(off.status).toBe(200);
    expect(await alertText(email, 'Two-factor sign-in was turned off')).toContain('your password alone now signs in');
  });

  it('mail a new API key by its first characters, never by the name typed for it', async () => {
    const { client, email } = await quietMember('alert-key', 2_900);
    const created = await createKey(client, 'URGENT verify at http://evil.example');
    expect(created.status).toBe(201);
    const text = await alertText(email, 'A new API key was created');
    expect(text).toContain(`A new API key, ${(created.body.api_key.key as string).slice(0, 20)}..., was created`);
    expect(text).not.toContain('URGENT');
    expect(text).not.toContain('evil.example');
  });

  it('mail an email change to the old address; the new one, unconfirmed, gets only its confirmation link', async () => {
    const { client, email, password } = await quietMember('alert-email');
    const moved = uniqueEmail('alert-moved');
    expect((await client.put('/users/profile.php', { email: moved, password })).status).toBe(200);
    expect(await alertText(email, 'Your email address was changed')).toContain(`from ${email} to ${moved}`);
    // docs/decisions/053: an address nobody has confirmed gets its link and resets, nothing else.
    await deliveriesDone(inject('dataDir'));
    expect((await mailTo(moved)).map((mail) => mail.subject)).toEqual([CONFIRM_SUBJECT]);
  });

  it('mail a sign-in from a browser new to the account with its name, address and time; not a known browser', async () => {
    const { email, password } = await quietMember('alert-browser');
    const browser = new Client();
    const signIn = () => browser.call('POST', '/auth/login.php', { email, password }, { 'user-agent': CHROME });
    expect((await signIn()).status).toBe(200);
    const text = await alertText(email, 'New sign-in to your account');
    expect(text).toContain('Browser: Chrome 120 on Windows');
    expect(text).toContain('From: 127.0.0.1');

    // The same browser again (its cookie names the account), and the one that registered: no alert.
    expect((await signIn()).status).toBe(200);
    await deliveriesDone(inject('dataDir'));
    expect((await mailTo(email)).filter((mail) => mail.subject === 'New sign-in to your account')).toHaveLength(1);
  });
});

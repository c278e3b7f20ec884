import { describe, expect, inject, it } from 'vitest';
import { MESSAGES } from '../../shared/messages.js';
import { createPasswordResetRepository } from '../../functions/adapters/dynamo/password-reset-repository.js';
import { hashResetToken } from '../../functions/domain/auth/password-reset.js';
import { Client, registeredMember, uniqueEmail } from '../support/http.js';
import { eventually } from '../support/payments.js';
import { mailTo, type Mail } from '../support/sms.js';
import { localTable } from '../support/table.js';

/** The link of the newest reset email to `email` (the outbox sends it a moment after the request). */
async function resetLinkFor(email: string): Promise<string> {
  // A sign-in from another browser mails its security alert too (docs/decisions/050).
  const resets = (found: Mail[]) => found.filter((mail) => mail.subject === 'Reset your password');
  const mail = resets(
    await eventually(
      () => mailTo(email),
      (found) => resets(found).length > 0,
    ),
  ).at(-1);
  const link = /(http\S+reset_token=\S+)/.exec(mail!.body.text)?.[1];
  expect(link).toBeDefined();
  return link!;
}

describe('password reset', () => {
  it('emails a link whose token sets a new password once', async () => {
    const { email, password } = await registeredMember('forgetful');
    const request = await new Client().post('/auth/reset-password.php', { email });
    expect(request.status).toBe(200);
    expect(request.body.message).toBe(MESSAGES.resetLinkSent(email));

    const link = new URL(await resetLinkFor(email));
    expect(link.origin).toBe(inject('siteUrl'));
    const token = link.searchParams.get('reset_token')!;

    const confirm = await new Client().post('/auth/reset-password/confirm.php', { token, password: 'brand new pass' });
    expect(confirm.status).toBe(200);
    expect((await new Client().post('/auth/login.php', { email, password: 'brand new pass' })).status).toBe(200);
    expect((await new Client().post('/auth/login.php', { email, password })).status).toBe(401);

    const again = await new Client().post('/auth/reset-password/confirm.php', { token, password: 'another pass 2' });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe(MESSAGES.resetLinkInvalid);
  });

  it('ends every session of the member, and lifts the login lock of the email', async () => {
    const { client, email } = await registeredMember('locked-out');
    const elsewhere = new Client();
    expect((await elsewhere.post('/auth/login.php', { email, password: 'correct horse 1' })).status).toBe(200);
    for (let i = 0; i < 10; i += 1) {
      expect((await new Client().post('/auth/login.php', { email, password: `guess-${i}` })).status).toBe(401);
    }
    expect((await new Client().post('/auth/login.php', { email, password: 'correct horse 1' })).status).toBe(429);

    expect((await new Client().post('/auth/reset-password.php', { email })).status).toBe(200);
    const token = new URL(await resetLinkFor(email)).searchParams.get('reset_token')!;
    const confirm = await new Client().post('/auth/reset-password/confirm.php', { token, password: 'fresh start 1' });
    expect(confirm.body.message).toBe(MESSAGES.passwordReset);

    expect((await client.get('/auth/me.php')).status).toBe(401);
    expect((await elsewhere.get('/auth/me.php')).status).toBe(401);
    const after = new Client();
    expect((await after.post('/auth/login.php', { email, password: 'fresh start 1' })).status).toBe(200);
    expect((await after.get('/auth/me.php')).status).toBe(200);
  });

  it('answers "Email address not found in our records" for an unknown email', async () => {
    const reply = await new Client().post('/auth/reset-password.php', { email: uniqueEmail('nobody') });
    expect(reply.status).toBe(404);
    expect(reply.body.error).toBe(MESSAGES.emailNotFoundInRecords);
    expect(reply.body.details).toEqual({ email: MESSAGES.emailNotFoundInRecords });
  });

  it('asks for the email with "Please enter your email address"', async () => {
    const reply = await new Client().post('/auth/reset-password.php', { email: '' });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toBe(MESSAGES.enterEmail);
  });

  it('hashes a new password only for a valid token, so guessed or used tokens cost no hashing', async () => {
    const { email } = await registeredMember('guessed');
    await new Client().post('/auth/reset-password.php', { email });
    const token = new URL(await resetLinkFor(email)).searchParams.get('reset_token')!;
    const resets = createPasswordResetRepository(localTable());
    let hashed = 0;
    const makeHash = async () => {
      hashed += 1;
      return 'scrypt$131072$8$1$c2FsdA==$a2V5';
    };
    expect(await resets.resetPassword(hashResetToken('guessed-token'), makeHash, new Date())).toBeNull();
    expect(
      await resets.resetPassword(hashResetToken(token), makeHash, new Date(Date.now() + 2 * 3_600_000)),
    ).toBeNull();
    expect(hashed).toBe(0);
    expect(await resets.resetPassword(hashResetToken(token), makeHash, new Date())).not.toBeNull();
    expect(await resets.resetPassword(hashResetToken(token), makeHash, new Date())).toBeNull();
    expect(hashed).toBe(1);
  });

  it('refuses an unknown token and a short new password', async () => {
    const unknown = await new Client().post('/auth/reset-password/confirm.php', {
      token: 'x'.repeat(43),
      password: 'long enough',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe(MESSAGES.resetLinkInvalid);
    const short = await new Client().post('/auth/reset-password/confirm.php', {
      token: 'x'.repeat(43),
      password: 'short',
    });
    expect(short.status).toBe(400);
    expect(short.body.error).toBe(MESSAGES.passwordTooShort);
  });
});

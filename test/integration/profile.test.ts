import { describe, expect, it } from 'vitest';
import { REAUTH_REQUIRED } from '../../shared/constants.js';
import { MESSAGES } from '../../shared/messages.js';
import { SINGLE_LINE_MESSAGE } from '../../shared/schemas/fields.js';
import { Client, register, registeredMember, uniqueEmail } from '../support/http.js';

describe('profile', () => {
  it('reads and updates the name and email of the logged-in member only', async () => {
    const { client, email, password } = await registeredMember('profiled');
    const read = await client.get('/users/profile.php');
    expect(read.status).toBe(200);
    expect(read.body.user).toMatchObject({ email, wallet_balance: 0 });

    const newEmail = uniqueEmail('renamed');
    const update = await client.put('/users/profile.php', {
      name: 'Renamed',
      email: newEmail,
      password,
    });
    expect(update.status).toBe(200);
    expect(update.body).toMatchObject({
      success: true,
      user: { name: 'Renamed', email: newEmail },
      message: MESSAGES.profileUpdated,
    });
    expect((await client.get('/auth/me.php')).body.user.email).toBe(newEmail);

    // The old address is free again and the new one is taken.
    const reuse = await register(new Client(), 'x', email, 'password1');
    expect(reuse.status).toBe(201);
    const clash = await register(new Client(), 'x', newEmail, 'password1');
    expect(clash.status).toBe(409);
  });

  it("refuses to take another member's email with 409 and changes nothing", async () => {
    const first = await registeredMember('first');
    const second = await registeredMember('second');
    const reply = await second.client.put('/users/profile.php', {
      email: first.email,
      name: 'Thief',
      password: second.password,
    });
    expect(reply.status).toBe(409);
    expect((await second.client.get('/users/profile.php')).body.user).toMatchObject({
      email: second.email,
      name: 'second',
    });
  });

  it('changes the name without a password, but the email only re-authenticated with the right password', async () => {
    const { client, email, password } = await registeredMember('careful');
    const renamed = await client.put('/users/profile.php', { name: 'Just A Name' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.user).toMatchObject({ name: 'Just A Name', email });

    const wanted = uniqueEmail('hijack');
    const missing = await client.put('/users/profile.php', { email: wanted });
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({ code: REAUTH_REQUIRED, details: { password: MESSAGES.enterCurrentPassword } });
    const wrong = await client.put('/users/profile.php', { email: wanted, password: 'not my password' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({
      code: REAUTH_REQUIRED,
      details: { password: MESSAGES.currentPasswordIncorrect },
    });
    expect((await client.get('/users/profile.php')).body.user.email).toBe(email);

    const right = await client.put('/users/profile.php', { email: wanted, password });
    expect(right.status).toBe(200);
    expect((await client.get('/users/profile.php')).body.user.email).toBe(wanted);
    expect((await new Client().post('/auth/login.php', { email: wanted, password })).status).toBe(200);
  });

  it('refuses a name carrying a line break or control character, keeping the old name', async () => {
    const { client } = await registeredMember('one-line');
    const before = (await client.get('/users/profile.php')).body.user.name as string;
    for (const name of ['Jo\r\nBcc: victim@example.com', 'Jo\nVisitor', 'Jo\tVisitor', 'Jo\u0085Visitor']) {
      const reply = await client.put('/users/profile.php', { name });
      expect(reply.status, JSON.stringify(name)).toBe(400);
      expect(reply.body.details).toEqual({ name: SINGLE_LINE_MESSAGE });
    }
    expect((await client.get('/users/profile.php')).body.user.name).toBe(before);
    const registered = await register(
      new Client(),
      'New\r\nBcc: victim@example.com',
      uniqueEmail('crlf-register'),
      'a good long password',
    );
    expect(registered.status).toBe(400);
    expect(registered.body.details).toEqual({ username: SINGLE_LINE_MESSAGE });
  });

  it('needs a session (401) and refuses unknown fields (400)', async () => {
    expect((await new Client().get('/users/profile.php')).status).toBe(401);
    const { client } = await registeredMember('strict');
    const reply = await client.put('/users/profile.php', { wallet_balance: 1_000_000 });
    expect(reply.status).toBe(400);
    expect(reply.body.details).toHaveProperty('wallet_balance');
    expect((await client.get('/users/profile.php')).body.user.wallet_balance).toBe(0);
  });
});

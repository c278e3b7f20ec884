import { describe, expect, it } from 'vitest';
import { TWO_FACTOR_REQUIRED } from '../../shared/constants.js';
import { Client, registeredMember } from '../support/http.js';
import { runOps } from '../support/ops.js';
import { signedInWithCode } from '../support/two-factor.js';

describe('roles and access', () => {
  it('keeps members out of admin routes (403) and visitors out of member routes (401)', async () => {
    const { client } = await registeredMember('plain');
    const admin = await client.get('/admin/users.php');
    expect(admin.status).toBe(403);
    expect((await new Client().get('/admin/users.php')).status).toBe(401);
    expect((await new Client().get('/users/orders.php')).status).toBe(401);
  });

  it('promotes a user to ADMIN with the ops command, read from the stored user', async () => {
    const { client, email, password } = await registeredMember('boss');
    const { stdout } = await runOps(['user:promote', email]);
    expect(stdout).toContain(`${email} is now ADMIN`);
    const me = await client.get('/auth/me.php');
    expect(me.body.user.role).toBe('ADMIN');
    // Every admin call needs two-factor on (docs/decisions/042): the local operator command turns it on.
    expect((await client.get('/admin/users.php')).body.code).toBe(TWO_FACTOR_REQUIRED);
    const enrolled = await runOps(['user:two-factor', email]);
    expect(enrolled.stdout).toContain(`Two-factor sign-in is on for ${email}; their sessions have ended`);
    const secret = /Secret: (\S+)/.exec(enrolled.stdout)![1]!;
    expect((await runOps(['two-factor:code', secret])).stdout.trim()).toMatch(/^\d{6}$/);
    // The session signed in without a code has ended (docs/decisions/050); one signed in with it acts.
    expect((await client.get('/auth/me.php')).status).toBe(401);
    expect((await (await signedInWithCode(email, password, secret)).get('/admin/users.php')).status).toBe(200);
  });

  it('demotes an ADMIN back to a user with the ops command: the same session loses the back office at once', async () => {
    const member = await registeredMember('acting-boss');
    const { email } = member;
    await runOps(['user:promote', email]);
    const secret = /Secret: (\S+)/.exec((await runOps(['user:two-factor', email])).stdout)![1]!;
    const client = await signedInWithCode(email, member.password, secret);
    expect((await client.get('/admin/users.php')).status).toBe(200);

    const { stdout } = await runOps(['user:demote', email]);
    expect(stdout).toContain(`${email} is now user (was ADMIN)`);
    expect((await client.get('/admin/users.php')).status).toBe(403);
    expect((await client.get('/auth/me.php')).body.user.role).toBe('user');
    expect((await client.get('/users/orders.php')).status).toBe(200);
    expect((await runOps(['user:demote', email])).stdout).toContain(`${email} is already user; nothing changed`);

    // Undone again: promote and demote are each other's undo.
    await runOps(['user:promote', email]);
    expect((await client.get('/admin/users.php')).status).toBe(200);
  });

  it('tells the operator when the email is unknown', async () => {
    for (const command of ['user:promote', 'user:demote']) {
      const refused = await runOps([command, 'nobody-at-all@example.com']);
      expect(refused.code).not.toBe(0);
      expect(refused.stderr).toContain('No user with the email nobody-at-all@example.com');
    }
  });
});

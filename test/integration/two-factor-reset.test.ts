// The operator's reset of a locked-out user's two-factor sign-in (docs/decisions/042), over the real ops command and
// HTTP against the local stack: off, every session ended, the password alone signs in, an admin enrols again.

import { describe, expect, it, vi } from 'vitest';
import { TWO_FACTOR_REQUIRED } from '../../shared/constants.js';
import { createUserRepository } from '../../functions/adapters/dynamo/user-repository.js';
import { registeredAdmin } from '../support/admin.js';
import { Client, registeredMember } from '../support/http.js';
import { runOps } from '../support/ops.js';
import { localTable } from '../support/table.js';
import { enrolTwoFactor } from '../support/two-factor.js';

// Each command is a process of its own (a few seconds to start on a busy machine).
vi.setConfig({ testTimeout: 120_000 });

const login = (client: Client, body: Record<string, string>) => client.post('/auth/login.php', body);

describe('user:two-factor:reset', () => {
  it("turns a locked-out admin's two-factor off and ends their sessions; they enrol again before any admin call", async () => {
    const { client, email, password, user } = await registeredAdmin(localTable());
    const phone = new Client();
    expect((await login(phone, { email, password })).body.two_factor_required).toBe(true);
    expect((await client.get('/admin/stats.php')).status).toBe(200);

    const reset = await runOps(['user:two-factor:reset', email.toUpperCase()]);
    expect(reset.code).toBe(0);
    expect(reset.stdout).toContain(`Two-factor sign-in is off for ${email} and every session of theirs has ended`);
    expect(reset.stdout).toContain('before any admin call');

    // Stored: no secret, no recovery codes, the next session generation.
    const stored = await createUserRepository(localTable()).findById(user.id);
    expect(stored?.twoFactor).toBeNull();
    expect(stored?.sessionGeneration).toBeGreaterThan(0);
    expect((await client.get('/auth/me.php')).status).toBe(401);

    const again = new Client();
    const signedIn = await login(again, { email, password });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.two_factor_required).toBeUndefined();
    expect((await again.get('/users/two-factor.php')).body).toMatchObject({ enabled: false });
    const refused = await again.get('/admin/stats.php');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(TWO_FACTOR_REQUIRED);

    await enrolTwoFactor(again, password);
    expect((await again.get('/admin/stats.php')).status).toBe(200);
  });

  it('changes nothing for a user without two-factor, and refuses an unknown email or a missing one', async () => {
    const { client, email } = await registeredMember('no-two-factor');
    const untouched = await runOps(['user:two-factor:reset', email]);
    expect(untouched.stdout).toContain(`${email} has two-factor sign-in off already; nothing changed`);
    expect((await client.get('/auth/me.php')).status).toBe(200);

    const unknown = await runOps(['user:two-factor:reset', 'nobody-at-all@example.com']);
    expect(unknown.code).not.toBe(0);
    expect(unknown.stderr).toContain('No user with the email nobody-at-all@example.com');
    const missing = await runOps(['user:two-factor:reset']);
    expect(missing.code).not.toBe(0);
    expect(missing.stderr).toContain('Usage: user:two-factor:reset <email>');
  });
});

// A session's "last seen" on the sessions list (docs/decisions/043, 050): the session asking is being seen now,
// whenever it last wrote its use; another session's moves once it is used past the write interval. The stack's clock
// moves forward instead of the test waiting (docs/decisions/049).

import { describe, expect, it } from 'vitest';
import { SESSION_SEEN_EVERY_MS } from '../../../functions/domain/auth/sessions.js';
import { moveClock, stackNow } from '../../support/clock.js';
import { Client, registeredMember } from '../../support/http.js';

interface Listed {
  current: boolean;
  created_at: string;
  last_seen_at: string;
}

const listed = async (client: Client) => (await client.get('/users/sessions.php')).body.sessions as Listed[];

describe('the sessions list', () => {
  it('shows this session as seen now, and another as seen when it was last used', async () => {
    const { client: laptop, email, password } = await registeredMember('last-seen');
    const phone = new Client();
    expect((await phone.post('/auth/login.php', { email, password })).status).toBe(200);

    // Within the write interval nothing is written, yet the session asking is in use now.
    await moveClock(SESSION_SEEN_EVERY_MS / 2);
    const asked = await stackNow();
    const [other, self] = await listed(laptop);
    expect(self!.current).toBe(true);
    expect(Math.abs(Date.parse(self!.last_seen_at) - asked)).toBeLessThan(5_000);
    expect(other!.last_seen_at).toBe(other!.created_at);

    // The phone used past the interval: its last use is written, and the list shows it.
    await moveClock(SESSION_SEEN_EVERY_MS);
    expect((await phone.get('/users/orders.php')).status).toBe(200);
    const [phoneSeen] = await listed(laptop);
    expect(Date.parse(phoneSeen!.last_seen_at) - Date.parse(phoneSeen!.created_at)).toBeGreaterThanOrEqual(
      SESSION_SEEN_EVERY_MS,
    );
  });
});

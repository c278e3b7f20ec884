// Several sessions of one user in use for hours (docs/decisions/039): each keeps answering as long as it is used,
// whatever the others do; only its own logout, a password change or a reset ends it. The stack's clock moves forward
// between rounds (docs/decisions/049), past the five minutes after which a session's last use is written again.

import { describe, expect, it } from 'vitest';
import { SESSION_SEEN_EVERY_MS } from '../../../functions/domain/auth/sessions.js';
import { moveClock, stackNow } from '../../support/clock.js';
import { Client, registeredMember } from '../../support/http.js';

const ROUNDS = 40;
/** Between two rounds: a little over a session's write interval, so every round writes its last use again. */
const PACE_MS = SESSION_SEEN_EVERY_MS + 60_000;

async function login(email: string, password: string): Promise<Client> {
  const client = new Client();
  const reply = await client.post('/auth/login.php', { email, password });
  expect(reply.status).toBe(200);
  return client;
}

describe('several sessions of one user in use for hours', () => {
  it('each answers every call until its own logout; the others, and a session started meanwhile, never see a 401', async () => {
    const { client: first, email, password } = await registeredMember('many-tabs');
    const sessions = [first, await login(email, password), await login(email, password), await login(email, password)];
    const leaving = sessions[3]!;
    const unexpected: string[] = [];
    let joined: Client | null = null;
    for (let round = 1; round <= ROUNDS; round += 1) {
      // Halfway, one session logs out and another logs in: neither touches the rest.
      if (round === ROUNDS / 2) {
        expect((await leaving.post('/auth/logout.php')).status).toBe(200);
        expect((await leaving.get('/auth/me.php')).status).toBe(401);
        joined = await login(email, password);
        sessions.splice(3, 1, joined);
      }
      const replies = await Promise.all(
        sessions.flatMap((client) => [client.get('/auth/me.php'), client.get('/users/orders.php')]),
      );
      replies.forEach((reply, index) => {
        if (reply.status !== 200) unexpected.push(`round ${round}, call ${index}: ${reply.status}`);
      });
      await moveClock(PACE_MS);
    }
    expect(unexpected).toEqual([]);
    expect(joined).not.toBeNull();
    // The list of sessions shows the four in use, each last seen in the last round, hours after the first began.
    const now = await stackNow();
    const listed = (await first.get('/users/sessions.php')).body.sessions as {
      last_seen_at: string;
      created_at: string;
    }[];
    expect(listed).toHaveLength(4);
    // (The machine's own seconds pass too while the rounds run.)
    for (const session of listed) expect(now - Date.parse(session.last_seen_at)).toBeLessThan(PACE_MS + 60_000);
    expect(now - Math.min(...listed.map((session) => Date.parse(session.created_at)))).toBeGreaterThan(
      (ROUNDS - 1) * PACE_MS,
    );
  });
});

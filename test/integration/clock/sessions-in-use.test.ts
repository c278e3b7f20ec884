// Several sessions of one user in use for minutes (docs/decisions/039): each keeps answering as long as it is used,
// whatever the others do; only its own logout, a password change or a reset ends it. The server has no inactivity
// time-out and no injected clock, so this runs in real time: four sessions, each used every few seconds for two minutes.

import { describe, expect, it } from 'vitest';
import { Client, registeredMember } from '../support/http.js';

const MINUTES = 2;
const PACE_MS = 4_000;

async function login(email: string, password: string): Promise<Client> {
  const client = new Client();
  const reply = await client.post('/auth/login.php', { email, password });
  expect(reply.status).toBe(200);
  return client;
}

describe('several sessions of one user in use for minutes', () => {
  it(
    'each answers every call until its own logout; the others, and a session started meanwhile, never see a 401',
    async () => {
      const { client: first, email, password } = await registeredMember('many-tabs');
      const sessions = [
        first,
        await login(email, password),
        await login(email, password),
        await login(email, password),
      ];
      const leaving = sessions[3]!;
      const unexpected: string[] = [];
      const started = Date.now();
      let round = 0;
      let joined: Client | null = null;
      while (Date.now() - started < MINUTES * 60_000) {
        round += 1;
        // Halfway, one session logs out and another logs in: neither touches the rest.
        if (round === Math.round((MINUTES * 60_000) / PACE_MS / 2)) {
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
        await new Promise((resolve) => setTimeout(resolve, PACE_MS));
      }
      expect(unexpected).toEqual([]);
      expect(joined).not.toBeNull();
      expect(round).toBeGreaterThan(20);
    },
    (MINUTES + 1) * 60_000,
  );
});

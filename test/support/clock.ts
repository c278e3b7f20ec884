// The local clock of a running stack (functions/local/clock, docs/decisions/049) from a test: its time, and moving it
// forward. Only a stack whose clock no other file reads may be moved: the `clock` project's (test/integration/clock),
// or a file's own.

import { inject } from 'vitest';
import { SIMULATOR_PATHS } from '../../functions/local/simulators/paths.js';

const api = (siteUrl: string) => `${siteUrl}${SIMULATOR_PATHS.clockApi}`;

async function answer(response: Response): Promise<number> {
  if (!response.ok) throw new Error(`The local clock answered ${response.status}: ${await response.text()}`);
  return Date.parse(((await response.json()) as { now: string }).now);
}

/** The stack's time, in epoch milliseconds. */
export async function stackNow(siteUrl: string = inject('siteUrl')): Promise<number> {
  return answer(await fetch(api(siteUrl)));
}

/**
 * Moves the stack's time forward by `ms`; resolves, with the new time, once what fell due (jobs, delayed messages) has
 * run and the queues are quiet.
 */
export async function moveClock(ms: number, siteUrl: string = inject('siteUrl')): Promise<number> {
  return answer(
    await fetch(api(siteUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advance_ms: ms }),
    }),
  );
}

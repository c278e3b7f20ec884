// The local scheduler on the local clock (docs/decisions/049): a job's firing is never lost to a run that read the time
// before it, and a move of the clock answers only once what fell due, or what the machine's time fired, has run.

import { describe, expect, it } from 'vitest';
import { startLocalClock } from '../../functions/local/clock/local-clock.js';
import { startScheduler } from '../../functions/local/scheduler.js';

const clock = startLocalClock();

/** A job whose runs wait until released, recording the time each one read as it started. */
function heldJob() {
  const readAt: number[] = [];
  const releases: (() => void)[] = [];
  const handler = async () => {
    readAt.push(Date.now());
    await new Promise<void>((release) => releases.push(release));
    return { changed: 0 };
  };
  return { readAt, releases, job: async () => handler };
}

describe('the local scheduler', () => {
  it('runs again after a slow run when the job fell due while it ran, reading the later time', async () => {
    const job = heldJob();
    const scheduler = startScheduler(
      { schedules: [{ name: 'expireOneTimeOrders', everyMinutes: 1 }], job: job.job },
      clock,
    );
    void scheduler.runEach();
    await expect.poll(() => job.readAt.length).toBe(1);
    const moved = clock.advance(60_000);
    const firedAt = clock.now();
    job.releases.shift()!();
    await expect.poll(() => job.readAt.length).toBe(2);
    job.releases.shift()!();
    await moved;
    expect(job.readAt[1]).toBeGreaterThanOrEqual(firedAt - 1);
    await scheduler.stop();
  });

  it('answers a move only once a run the machine’s time started has ended', async () => {
    let ended = false;
    clock.at(clock.now(), async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      ended = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await clock.advance(0);
    expect(ended).toBe(true);
  });
});

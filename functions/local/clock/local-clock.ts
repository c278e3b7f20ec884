// The local runtime's clock (docs/decisions/049): the time every handler and job reads (shifted-date.ts), and the
// timers of the runtime's own waits (the scheduler's rates, the queues' delays), which fire when their time comes,
// whether the machine's time reaches it or the clock is moved forward to it.

import { newClockOffset, shiftDate, type ClockOffset } from './shifted-date.js';

export interface LocalClock {
  /** The shared offset, for threads that run handlers (each shifts its own `Date` with it). */
  readonly offset: ClockOffset;
  /** The local time, in epoch milliseconds. */
  now(): number;
  /** Runs `run` once the local time reaches `time`; the answer cancels it. */
  at(time: number, run: () => unknown): () => void;
  /**
   * Moves the time forward by `ms` (never back), then runs, in time order, whatever fell due, and waits for it and for
   * any run the machine's time started just before.
   */
  advance(ms: number): Promise<void>;
}

interface Timer {
  readonly time: number;
  readonly run: () => unknown;
  handle: NodeJS.Timeout | null;
}

/** The largest delay setTimeout takes (about 24.8 days); a later timer is set again when this one passes. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/** Starts the clock with this thread's `Date` following it. */
export function startLocalClock(): LocalClock {
  const offset = newClockOffset();
  shiftDate(offset);
  const timers = new Set<Timer>();
  /** Timers' runs not yet ended, whether the machine's time or a move fired them: a move waits for them all. */
  const running = new Set<Promise<unknown>>();
  const now = () => Date.now();

  const fire = async (timer: Timer) => {
    if (!timers.delete(timer)) return;
    if (timer.handle) clearTimeout(timer.handle);
    const run = Promise.resolve(timer.run());
    running.add(run);
    await run.finally(() => running.delete(run));
  };
  const arm = (timer: Timer) => {
    const wait = timer.time - now();
    timer.handle = setTimeout(
      () => (wait > MAX_TIMEOUT_MS ? arm(timer) : void fire(timer)),
      Math.min(wait, MAX_TIMEOUT_MS),
    );
    timer.handle.unref();
  };

  return {
    offset,
    now,
    at(time, run) {
      const timer: Timer = { time, run, handle: null };
      timers.add(timer);
      arm(timer);
      return () => {
        timers.delete(timer);
        if (timer.handle) clearTimeout(timer.handle);
      };
    },
    async advance(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError('The local clock only moves forward');
      offset[0]! += ms;
      // What falls due while earlier timers run (a job's next run, say) is later than now, so this ends.
      for (;;) {
        const due = [...timers].filter((timer) => timer.time <= now()).sort((a, b) => a.time - b.time);
        if (due.length === 0 && running.size === 0) break;
        for (const timer of due) await fire(timer);
        await Promise.allSettled([...running]);
      }
      for (const timer of timers) {
        if (timer.handle) clearTimeout(timer.handle);
        arm(timer);
      }
    },
  };
}

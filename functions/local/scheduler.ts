// A local EventBridge Scheduler: runs each job at its rate on the local clock, never two runs of one job at once (a
// firing while one runs starts a run after it, so a run that read the time before a record fell due never stands in
// for the firing after it), and each once on start. When the clock is moved past a job's time, the job runs once and
// goes on at its rate from the new time, as a laptop's jobs do when it wakes (docs/decisions/049).

import type { ScheduleName } from '../../shared/schedules.js';
import { lambdaContext } from './apigw-event.js';
import type { LocalClock } from './clock/local-clock.js';
import type { LocalFunctions } from './local-functions.js';

export interface RunningScheduler {
  /**
   * Runs every job once now and says how each went (`expireLeases: 0 changed`, or `failed: <why>`): a start catches
   * up with what fell due while the stack was down, and shows at once that every job's handler runs.
   */
  runEach(): Promise<string[]>;
  stop(): Promise<void>;
}

export function startScheduler(
  functions: Pick<LocalFunctions, 'schedules' | 'job'>,
  clock: Pick<LocalClock, 'now' | 'at'>,
): RunningScheduler {
  const running = new Map<ScheduleName, Promise<string>>();
  /** A run asked for while one is going: it starts when that one ends (one at most), so no firing is lost. */
  const queued = new Map<ScheduleName, Promise<string>>();
  const start = (name: ScheduleName): Promise<string> => {
    const done = functions
      .job(name)
      .then((handler) => handler({}, lambdaContext(name)))
      .then(
        ({ changed }) => `${name}: ${changed} changed`,
        (error: unknown) => {
          console.error(`Scheduled job ${name} failed:`, error);
          return `${name}: failed: ${(error as Error).message}`;
        },
      )
      .finally(() => running.delete(name));
    running.set(name, done);
    return done;
  };
  const run = (name: ScheduleName): Promise<string> => {
    // Queued first: between a run's end and the queued one's start, the queued one stands for the next run.
    const waiting = queued.get(name);
    if (waiting) return waiting;
    const current = running.get(name);
    if (!current) return start(name);
    const next = current.then(() => {
      queued.delete(name);
      return start(name);
    });
    queued.set(name, next);
    return next;
  };
  const cancels = new Map<ScheduleName, () => void>();
  const every = (name: ScheduleName, rateMs: number, time: number): void => {
    cancels.set(
      name,
      clock.at(time, () => {
        const next = time + rateMs;
        every(name, rateMs, next > clock.now() ? next : clock.now() + rateMs);
        return run(name);
      }),
    );
  };
  for (const { name, everyMinutes } of functions.schedules)
    every(name, everyMinutes * 60_000, clock.now() + everyMinutes * 60_000);
  return {
    runEach: () => Promise.all(functions.schedules.map(({ name }) => run(name))),
    async stop() {
      for (const cancel of cancels.values()) cancel();
      await Promise.all([...running.values(), ...queued.values()]);
    },
  };
}

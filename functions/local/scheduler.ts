// A local EventBridge Scheduler: runs each job at its rate, never two runs of one job at once, and each once on start.

import type { ScheduleName } from '../../shared/schedules.js';
import { lambdaContext } from './apigw-event.js';
import type { LocalFunctions } from './local-functions.js';

export interface RunningScheduler {
  /**
   * Runs every job once now and says how each went (`expireLeases: 0 changed`, or `failed: <why>`): a start catches
   * up with what fell due while the stack was down, and shows at once that every job's handler runs.
   */
  runEach(): Promise<string[]>;
  stop(): Promise<void>;
}

export function startScheduler(functions: Pick<LocalFunctions, 'schedules' | 'job'>): RunningScheduler {
  const running = new Map<ScheduleName, Promise<string>>();
  const run = (name: ScheduleName): Promise<string> => {
    const current = running.get(name);
    if (current) return current;
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
  const timers = functions.schedules.map(({ name, everyMinutes }) =>
    setInterval(() => void run(name), everyMinutes * 60_000),
  );
  return {
    runEach: () => Promise.all(functions.schedules.map(({ name }) => run(name))),
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await Promise.all(running.values());
    },
  };
}

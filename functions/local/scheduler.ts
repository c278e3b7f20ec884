// A local EventBridge Scheduler: runs each job of the schedule table at its rate, never two runs of one job at once.

import { SCHEDULES, SCHEDULE_NAMES, type ScheduleName } from '../../shared/schedules.js';
import { lambdaContext } from './apigw-event.js';
import { scheduleHandler } from './schedule-handlers.js';

export interface RunningScheduler {
  stop(): Promise<void>;
}

export function startScheduler(): RunningScheduler {
  const running = new Map<ScheduleName, Promise<void>>();
  const run = (name: ScheduleName) => {
    if (running.has(name)) return;
    const done = scheduleHandler(name)
      .then((handler) => handler({}, lambdaContext(name)))
      .then(
        () => undefined,
        (error: unknown) => console.error(`Scheduled job ${name} failed:`, error),
      )
      .finally(() => running.delete(name));
    running.set(name, done);
  };
  const timers = SCHEDULE_NAMES.map((name) => setInterval(() => run(name), SCHEDULES[name].everyMinutes * 60_000));
  return {
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await Promise.all(running.values());
    },
  };
}

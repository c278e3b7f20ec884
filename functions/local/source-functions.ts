// The handlers as sources, imported into this process, with the routes, rules and schedules of the shared tables.

import { consumersOf } from '../../shared/events.js';
import { areaForPath, areaRoutePath } from '../../shared/routes.js';
import { SCHEDULES, SCHEDULE_NAMES } from '../../shared/schedules.js';
import { areaHandler } from './area-handlers.js';
import { consumerHandler } from './consumer-handlers.js';
import type { LocalFunctions } from './local-functions.js';
import { scheduleHandler } from './schedule-handlers.js';

export function sourceFunctions(): LocalFunctions {
  return {
    origin: 'the sources (functions/), with the routes, rules and schedules of shared/',
    route(pathname) {
      const area = areaForPath(pathname);
      return area ? { area, routeKey: `ANY ${areaRoutePath(area)}` } : null;
    },
    area: areaHandler,
    consumersOf,
    consumer: consumerHandler,
    warm: async (name) => {
      await consumerHandler(name);
    },
    schedules: SCHEDULE_NAMES.map((name) => ({ name, everyMinutes: SCHEDULES[name].everyMinutes })),
    job: scheduleHandler,
    push: async () => (await import('../http/push/index.js')).handler,
    stop: async () => undefined,
  };
}

// One scheduled job per row of the schedule table: runs its domain function with the composition root's clock, under a
// correlation id of its own for each run.

import { randomUUID } from 'node:crypto';
import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import type { ScheduleName } from '../../../shared/schedules.js';
import { dependencies, type Dependencies } from '../../adapters/dependencies.js';
import { withCorrelationId } from '../../adapters/correlation.js';
import { logger } from '../../adapters/logger.js';
import { observability } from '../../adapters/observability.js';

/** What EventBridge Scheduler sends: the job needs nothing from it but the call. */
export type ScheduledInvocation = Record<string, unknown>;

/** `run` returns how many records it changed, for the log. */
export function createJob(name: ScheduleName, run: (deps: Dependencies) => Promise<number>) {
  return middy<ScheduledInvocation, { changed: number }, Error, Context>()
    .use(observability())
    .handler(() =>
      withCorrelationId(randomUUID(), async () => {
        const changed = await run(await dependencies());
        if (changed > 0) logger.info('Scheduled job changed records', { job: name, changed });
        return { changed };
      }),
    );
}

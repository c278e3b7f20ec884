// One scheduled job per row of the schedule table: runs its domain function with the composition root's clock, page
// after page while time allows (./pages.ts), under a correlation id of its own for each run.

import { randomUUID } from 'node:crypto';
import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import type { ScheduleName } from '../../../shared/schedules.js';
import { dependencies, type Dependencies } from '../../adapters/dependencies.js';
import { withCorrelationId } from '../../adapters/correlation.js';
import { logger } from '../../adapters/logger.js';
import { observability } from '../../adapters/observability.js';
import { runPages } from './pages.js';

/** What EventBridge Scheduler sends: the job needs nothing from it but the call. */
export type ScheduledInvocation = Record<string, unknown>;

/**
 * `run` acts on one page of what is due and returns how many records it changed; `then` runs once after the pages
 * (a figure the job samples each run).
 */
export function createJob(
  name: ScheduleName,
  run: (deps: Dependencies) => Promise<number>,
  then?: (deps: Dependencies) => Promise<void>,
) {
  return middy<ScheduledInvocation, { changed: number }, Error, Context>()
    .use(observability())
    .handler((_event, context) =>
      withCorrelationId(randomUUID(), async () => {
        const deps = await dependencies();
        const { changed, pages, finished } = await runPages(
          () => run(deps),
          () => context.getRemainingTimeInMillis(),
        );
        if (then) await then(deps);
        if (changed > 0) logger.info('Scheduled job changed records', { job: name, changed, pages });
        if (!finished)
          logger.info('Scheduled job stopped before its timeout; the next run goes on', { job: name, pages });
        return { changed };
      }),
    );
}

// The Powertools middlewares every handler runs under (docs/decisions/029): its X-Ray segment, the log context and
// the flush of its metrics.

import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import { logger } from './logger.js';
import { metrics } from './metrics.js';
import { tracer } from './tracer.js';

export function observability() {
  return [
    // Answers carry session cookies, API keys and codes: the segment records errors, never the response.
    captureLambdaHandler(tracer, { captureResponse: false }),
    injectLambdaContext(logger, { resetKeys: true }),
    logMetrics(metrics),
  ];
}

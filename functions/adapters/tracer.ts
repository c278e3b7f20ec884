// The one Powertools tracer of every function: X-Ray segments for each invocation and each AWS call. It traces in
// Lambda only; locally (no AWS_EXECUTION_ENV, and POWERTOOLS_TRACE_ENABLED=false) every call passes through untouched.

import { Tracer } from '@aws-lambda-powertools/tracer';

/** The service name is the function's (POWERTOOLS_SERVICE_NAME, set per function by infra/constructs/team-function.ts). */
export const tracer = new Tracer();

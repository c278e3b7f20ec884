// The stage's reserved concurrency (infra/stages.ts), set on the functions it names: the webhooks area and the payment
// and SMS consumers keep their share of the account's concurrency whatever else runs (docs/decisions/057).

import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import type { TeamFunction } from './constructs/team-function.js';
import type { StageSettings } from './stages.js';

export function reserveConcurrency(
  stage: StageSettings,
  functions: Record<keyof StageSettings['reservedConcurrency'], TeamFunction>,
): void {
  for (const [name, fn] of Object.entries(functions) as [keyof typeof functions, TeamFunction][]) {
    const reserved = stage.reservedConcurrency[name];
    if (reserved !== undefined) (fn.lambda.node.defaultChild as CfnFunction).reservedConcurrentExecutions = reserved;
  }
}

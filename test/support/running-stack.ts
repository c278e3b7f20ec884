// What a running local stack wrote of itself (functions/local/runtime-file.ts), and its DynamoDB Local table, for the
// integration tests and the browser suite alike (no test runner's API here).

import { createTableClient, type TableClient } from '../../functions/adapters/dynamo/document-client.js';
import { IDLE_TARGET, callLocalBus } from '../../functions/local/eventbridge-local.js';
import { readRuntimeInfo, type RuntimeInfo } from '../../functions/local/runtime-file.js';

export function runningStack(dataDir: string): RuntimeInfo {
  const runtime = readRuntimeInfo(dataDir);
  if (!runtime) throw new Error('The local stack is not running');
  return runtime;
}

export function stackTable(dataDir: string): TableClient {
  const runtime = runningStack(dataDir);
  return createTableClient({
    tableName: runtime.tableName,
    region: runtime.region,
    endpoint: runtime.dynamodbEndpoint,
  });
}

/** Resolves once the stack's event bus has delivered every message, retries and delays included. */
export async function deliveriesDone(dataDir: string): Promise<void> {
  const answer = await callLocalBus(runningStack(dataDir).eventBusEndpoint, IDLE_TARGET, {});
  if (!answer.ok) throw new Error(`The event bus answered ${answer.status}: ${await answer.text()}`);
}

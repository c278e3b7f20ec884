// One DynamoDB Local for every local runtime a test run starts: each runtime uses a table of its own on it
// (DYNAMODB_ENDPOINT and TABLE_NAME, docs/decisions/049), so Java starts, and warms up, once a run instead of once a
// runtime. The projects' global set-ups run in one process and share it; it stops when the last one lets go.

import { freePort } from '../../functions/local/free-port.js';
import { startDynamoDbLocal, type RunningDynamoDb } from '../../functions/local/dynamodb-local.js';

interface Shared {
  running: Promise<RunningDynamoDb>;
  users: number;
}

const SHARED = Symbol.for('uk-sms-numbers.test-dynamodb');
const registry = globalThis as { [SHARED]?: Shared };

/** The run's DynamoDB Local, started by the first caller; `release` stops it after the last one. */
export async function sharedDynamoDb(): Promise<{ endpoint: string; release(): Promise<void> }> {
  const shared = (registry[SHARED] ??= {
    running: freePort().then((port) => startDynamoDbLocal({ port, dataPath: null })),
    users: 0,
  });
  shared.users += 1;
  const { endpoint } = await shared.running;
  return {
    endpoint,
    async release() {
      shared.users -= 1;
      if (shared.users > 0) return;
      delete registry[SHARED];
      await (await shared.running).stop();
    },
  };
}

let tables = 0;
/** A table name no other runtime of this run uses (DynamoDB Local takes 3 to 255 of [a-zA-Z0-9_.-]). */
export function freshTableName(label: string): string {
  tables += 1;
  return `uk-sms-${label}-${process.pid}-${tables}`;
}

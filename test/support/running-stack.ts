// What a running local stack wrote of itself (functions/local/runtime-file.ts), and its DynamoDB Local table, for the
// integration tests and the browser suite alike (no test runner's API here).

import { createTableClient, type TableClient } from '../../functions/adapters/dynamo/document-client.js';
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

// Direct access to the local stack's DynamoDB Local table, for tests of repositories and invariants.

import { inject } from 'vitest';
import { createTableClient, type TableClient } from '../../functions/adapters/dynamo/document-client.js';
import { readRuntimeInfo } from '../../functions/local/runtime-file.js';

/** `dataDir`: the suite's shared local stack unless a test started one of its own. */
export function localTable(dataDir: string = inject('dataDir')): TableClient {
  const runtime = readRuntimeInfo(dataDir);
  if (!runtime) throw new Error('The local stack is not running');
  return createTableClient({
    tableName: runtime.tableName,
    region: runtime.region,
    endpoint: runtime.dynamodbEndpoint,
  });
}

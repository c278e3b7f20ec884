// A local runtime of a test file's own (a configuration of its own, or a table only it reads), on the run's one
// DynamoDB Local with a table of its own (test/support/shared-dynamodb.ts).

import { inject } from 'vitest';
import type { TableClient } from '../../functions/adapters/dynamo/document-client.js';
import { startLocalStack, type LocalStack } from './local-stack.js';
import { stackTable } from './running-stack.js';
import { freshTableName } from './shared-dynamodb.js';

export function ownStack(env: Record<string, string> = {}): Promise<LocalStack> {
  return startLocalStack({
    DYNAMODB_ENDPOINT: inject('dynamodbEndpoint'),
    TABLE_NAME: freshTableName('own'),
    ...env,
  });
}

/** A runtime of the file's own and its table: `beforeAll(async () => ({ stack, table } = await ownStackWithTable()))`. */
export async function ownStackWithTable(
  env: Record<string, string> = {},
): Promise<{ stack: LocalStack; table: TableClient }> {
  const stack = await ownStack(env);
  return { stack, table: stackTable(stack.dataDir) };
}

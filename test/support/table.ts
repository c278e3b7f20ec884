// Direct access to the local stack's DynamoDB Local table, for tests of repositories and invariants.

import { inject } from 'vitest';
import type { TableClient } from '../../functions/adapters/dynamo/document-client.js';
import { stackTable } from './running-stack.js';

/** `dataDir`: the suite's shared local stack unless a test started one of its own. */
export function localTable(dataDir: string = inject('dataDir')): TableClient {
  return stackTable(dataDir);
}

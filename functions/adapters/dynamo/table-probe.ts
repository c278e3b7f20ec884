// The health check's one read of the table: a GetItem of a key no item has, the cheapest read DynamoDB answers.

import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { TableClient } from './document-client.js';

/** No entity is stored under this key (docs/decisions/005), so the read finds nothing and moves no data. */
const PROBE_KEY = { pk: 'HEALTH', sk: 'HEALTH' };

/** Resolves when the table answered; rejects with the SDK's error when it is missing, forbidden or unreachable. */
export type TableProbe = () => Promise<void>;

export function createTableProbe(table: TableClient): TableProbe {
  return async () => {
    await table.doc.send(new GetCommand({ TableName: table.tableName, Key: PROBE_KEY, ProjectionExpression: 'pk' }));
  };
}

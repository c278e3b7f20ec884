// The bench's yardstick: one bare DynamoDB GetItem of a small item, the floor any API call's latency is compared with.

import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { TableClient } from '../../functions/adapters/dynamo/document-client.js';

/** A request for `load`: reads one catalogue service. */
export const bareGetItem = (table: TableClient) => async () => {
  const { Item } = await table.doc.send(
    new GetCommand({ TableName: table.tableName, Key: { pk: 'SERVICES', sk: 'SERVICE#000001' } }),
  );
  return Item !== undefined;
};

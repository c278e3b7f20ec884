// The addresses marked undeliverable in the single table (docs/decisions/056): a put, and a read by the address.

import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { UndeliverableAddresses } from '../../domain/outbox/ports.js';
import type { TableClient } from './document-client.js';
import { getItem } from './item-commands.js';
import { undeliverableAddressKey, undeliverableAddressToItem } from './undeliverable-address-entity.js';

export function createUndeliverableAddressRepository(table: TableClient): UndeliverableAddresses {
  return {
    async mark(email, mark) {
      await table.doc.send(
        new PutCommand({ TableName: table.tableName, Item: undeliverableAddressToItem(email, mark) }),
      );
    },
    async isMarked(email) {
      return (await getItem(table, undeliverableAddressKey(email), 'eventual')) !== undefined;
    },
  };
}

// Address confirmation tokens (stored as hashes, docs/decisions/053): consuming one and marking its account's or
// anonymous order's address confirmed is one transaction, which holds only while that address is still the token's.

import type { AddressConfirmationRepository } from '../../domain/auth/address-confirmation-ports.js';
import { anonymousOrderKey } from './anonymous-order-entity.js';
import { transactWrite, type TableClient } from './document-client.js';
import { getItem, transactIf } from './item-commands.js';
import { outboxPuts } from './outbox-entity.js';
import {
  addressConfirmationFromItem,
  addressConfirmationKey,
  addressConfirmationToItem,
} from './address-confirmation-entity.js';
import { userKey } from './user-entity.js';

export function createAddressConfirmationRepository(table: TableClient): AddressConfirmationRepository {
  const { doc, tableName } = table;
  return {
    async create(confirmation, outbox) {
      await transactWrite(doc, [
        { Put: { TableName: tableName, Item: addressConfirmationToItem(confirmation) } },
        ...outboxPuts(tableName, outbox),
      ]);
    },
    async confirm(tokenHash, now) {
      const item = await getItem(table, addressConfirmationKey(tokenHash), 'strong');
      const confirmation = item ? addressConfirmationFromItem(tokenHash, item) : null;
      if (!confirmation || confirmation.expiresAt <= now) return null;
      const { target } = confirmation;
      const done = await transactIf(table, [
        {
          // Single use: the delete only succeeds while the token is still there and unexpired.
          Delete: {
            TableName: tableName,
            Key: addressConfirmationKey(tokenHash),
            ConditionExpression: 'attribute_exists(pk) AND expiresAt > :now',
            ExpressionAttributeValues: { ':now': now.toISOString() },
          },
        },
        {
          Update: {
            TableName: tableName,
            Key: target.kind === 'user' ? userKey(target.id) : anonymousOrderKey(target.id),
            UpdateExpression: 'SET emailConfirmedAt = :now',
            ConditionExpression: 'attribute_exists(pk) AND email = :email',
            ExpressionAttributeValues: { ':now': now.toISOString(), ':email': confirmation.email },
          },
        },
      ]);
      return done ? target : null;
    },
  };
}

// Inbound SMS in the single table: stored once per MessageSid, with its body's removal scheduled at once.

import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { SMS_CODE_RETENTION_HOURS } from '../../../shared/constants.js';
import type { InboundSmsRepository } from '../../domain/sms/ports.js';
import { isConditionFailure, transactWrite, type TableClient } from './document-client.js';
import { putDue } from './due-items.js';
import { queryIndexNewest } from './queries.js';
import {
  INBOUND_SMS_CODE_FIELDS,
  inboundSmsFromItem,
  inboundSmsKey,
  inboundSmsToItem,
  UNMATCHED_GSI_PK,
  unmatchedIndexKeys,
} from './inbound-sms-entity.js';

export function createInboundSmsRepository(table: TableClient): InboundSmsRepository {
  const { doc, tableName } = table;
  async function find(messageSid: string) {
    const { Item } = await doc.send(
      new GetCommand({ TableName: tableName, Key: inboundSmsKey(messageSid), ConsistentRead: true }),
    );
    return Item ? inboundSmsFromItem(Item) : null;
  }

  return {
    async store(sms) {
      const removeAt = new Date(new Date(sms.receivedAt).getTime() + SMS_CODE_RETENTION_HOURS * 3_600_000);
      try {
        await transactWrite(doc, [
          {
            Put: {
              TableName: tableName,
              Item: inboundSmsToItem(sms),
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          putDue(
            tableName,
            'codeRemoval',
            removeAt.toISOString(),
            inboundSmsKey(sms.messageSid),
            INBOUND_SMS_CODE_FIELDS,
          ),
        ]);
        return { sms, duplicate: false };
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        const stored = await find(sms.messageSid);
        if (!stored) throw error;
        return { sms: stored, duplicate: true };
      }
    },

    find,

    async markUnmatched(sms) {
      const index = unmatchedIndexKeys(sms);
      try {
        await doc.send(
          new UpdateCommand({
            TableName: tableName,
            Key: inboundSmsKey(sms.messageSid),
            UpdateExpression: 'SET #status = :unmatched, gsi1pk = :gsi1pk, gsi1sk = :gsi1sk',
            ConditionExpression: '#status = :received',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':unmatched': 'unmatched',
              ':received': 'received',
              ':gsi1pk': index.gsi1pk,
              ':gsi1sk': index.gsi1sk,
            },
          }),
        );
        return true;
      } catch (error) {
        // Already routed or marked by an earlier delivery of the same event.
        if (!isConditionFailure(error)) throw error;
        return false;
      }
    },

    async unmatched(limit) {
      return (await queryIndexNewest(table, UNMATCHED_GSI_PK, limit)).map(inboundSmsFromItem);
    },
  };
}

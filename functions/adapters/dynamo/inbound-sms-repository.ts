// Inbound SMS in the single table: stored once per MessageSid, with its body's removal scheduled at once.

import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { SMS_CODE_RETENTION_HOURS } from '../../../shared/constants.js';
import type { InboundSmsRepository } from '../../domain/sms/ports.js';
import { isConditionFailure, type TableClient } from './document-client.js';
import { dueToItem } from './due-entity.js';
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
  async function find(messageSid: string, consistency: 'strong' | 'eventual' = 'strong') {
    const { Item } = await doc.send(
      new GetCommand({
        TableName: tableName,
        Key: inboundSmsKey(messageSid),
        ConsistentRead: consistency === 'strong',
      }),
    );
    return Item ? inboundSmsFromItem(Item) : null;
  }

  return {
    async store(sms) {
      const removeAt = new Date(new Date(sms.receivedAt).getTime() + SMS_CODE_RETENTION_HOURS * 3_600_000);
      // Two plain writes, not a transaction (half the price, docs/decisions/035 "SMS"): the removal timer first, so a
      // stored message always has one. A timer whose message was never stored, or a redelivery's second timer, finds
      // nothing left to remove and is dropped by the job.
      const key = inboundSmsKey(sms.messageSid);
      const timer = dueToItem('codeRemoval', removeAt.toISOString(), key, INBOUND_SMS_CODE_FIELDS);
      await doc.send(new PutCommand({ TableName: tableName, Item: timer }));
      try {
        await doc.send(
          new PutCommand({
            TableName: tableName,
            Item: inboundSmsToItem(sms),
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        );
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

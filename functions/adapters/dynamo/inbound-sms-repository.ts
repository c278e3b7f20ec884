// Inbound SMS in the single table: stored once per MessageSid, with its body's removal scheduled at once.

import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { SMS_CODE_RETENTION_HOURS } from '../../../shared/constants.js';
import type { InboundSmsRepository } from '../../domain/sms/ports.js';
import type { TableClient } from './document-client.js';
import { dueToItem } from './due-entity.js';
import { getItem, putNew, updateIf } from './item-commands.js';
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
    const item = await getItem(table, inboundSmsKey(messageSid), consistency);
    return item ? inboundSmsFromItem(item) : null;
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
      if (await putNew(table, inboundSmsToItem(sms))) return { sms, duplicate: false };
      const stored = await find(sms.messageSid);
      if (!stored) throw new Error(`Inbound SMS ${sms.messageSid} was there a moment ago and is gone`);
      return { sms: stored, duplicate: true };
    },

    find,

    async markUnmatched(sms) {
      const index = unmatchedIndexKeys(sms);
      // False when already routed or marked by an earlier delivery of the same event.
      return updateIf(table, inboundSmsKey(sms.messageSid), {
        UpdateExpression: 'SET #status = :unmatched, gsi1pk = :gsi1pk, gsi1sk = :gsi1sk',
        ConditionExpression: '#status = :received',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':unmatched': 'unmatched',
          ':received': 'received',
          ':gsi1pk': index.gsi1pk,
          ':gsi1sk': index.gsi1sk,
        },
      });
    },

    async unmatched(limit) {
      return (await queryIndexNewest(table, UNMATCHED_GSI_PK, limit)).map(inboundSmsFromItem);
    },
  };
}

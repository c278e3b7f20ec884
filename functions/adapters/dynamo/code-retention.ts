// Removes codes and message texts when their 24 hours are up (docs/decisions/013 "Codes"), from the timers the writes
// scheduled. A stored SMS's timer also removes the copy routing made of its code (its order's code and texts, or its
// lease inbox message's), so routing writes no timer of its own (docs/decisions/035 "SMS").

import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { CodeRetention } from '../../domain/sms/ports.js';
import { conditionFailedOn, transactWrite, type TableClient, type TransactItems } from './document-client.js';
import type { DueEntry, TableKey } from './due-entity.js';
import { deleteDueEntry, dropDueEntry, listDue } from './due-items.js';
import { inboundSmsFromItem, inboundSmsKey } from './inbound-sms-entity.js';
import { LEASE_MESSAGE_CODE_FIELDS, leaseMessageKey } from './lease-entity.js';
import { ORDER_CODE_FIELDS, orderKey } from './one-time-order-entity.js';

const BATCH = 200;
const SMS_PK_PREFIX = inboundSmsKey('').pk;

/** The fields' removal from one item, on condition it is there (an update would otherwise create it). */
function removal(tableName: string, target: TableKey, fields: string[], now: Date): TransactItems[number] {
  const names = Object.fromEntries(fields.map((field, i) => [`#f${i}`, field]));
  return {
    Update: {
      TableName: tableName,
      Key: target,
      UpdateExpression: `SET codeRemovedAt = :now REMOVE ${Object.keys(names).join(', ')}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: { ':now': now.toISOString() },
    },
  };
}

export function createCodeRetention(table: TableClient): CodeRetention {
  const { doc, tableName } = table;

  /** Where routing copied a stored SMS's code: null for any other timer, or an SMS that went nowhere. */
  async function copyOf(entry: DueEntry): Promise<{ key: TableKey; fields: string[] } | null> {
    if (!entry.target.pk.startsWith(SMS_PK_PREFIX)) return null;
    const { Item } = await doc.send(new GetCommand({ TableName: tableName, Key: entry.target }));
    const sms = Item ? inboundSmsFromItem(Item) : null;
    if (!sms?.routedTo) return null;
    if (sms.routedTo.kind === 'oneTime') {
      return { key: orderKey(sms.routedTo.owner, sms.routedTo.id), fields: ORDER_CODE_FIELDS };
    }
    const message = { leaseId: sms.routedTo.id, receivedAt: sms.receivedAt, id: sms.messageSid };
    return { key: leaseMessageKey(message), fields: LEASE_MESSAGE_CODE_FIELDS };
  }

  return {
    async removeDue(now) {
      let removed = 0;
      for (const entry of await listDue(table, 'codeRemoval', now, BATCH)) {
        const timer = deleteDueEntry(tableName, entry);
        const own = removal(tableName, entry.target, entry.fields, now);
        const copy = await copyOf(entry);
        const copied = copy ? [removal(tableName, copy.key, copy.fields, now)] : [];
        try {
          // Counted per record cleared: the message, and its copy when it was still there.
          try {
            await transactWrite(doc, [timer, own, ...copied]);
            removed += 1 + copied.length;
          } catch (error) {
            // The copy's record is gone (an account deleted): the message's own removal goes on without it.
            if (!copied[0] || !conditionFailedOn(error, copied[0])) throw error;
            await transactWrite(doc, [timer, own]);
            removed += 1;
          }
        } catch (error) {
          // Another run took this timer first, or its record is gone: nothing is left to remove.
          if (conditionFailedOn(error, timer)) continue;
          if (!conditionFailedOn(error, own)) throw error;
          await dropDueEntry(table, entry);
        }
      }
      return removed;
    },
  };
}

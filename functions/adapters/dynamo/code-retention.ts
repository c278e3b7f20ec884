// Removes codes and message texts when their 24 hours are up (docs/decisions/013 "Codes"), from the timers the writes
// scheduled.

import type { CodeRetention } from '../../domain/sms/ports.js';
import { conditionFailedOn, transactWrite, type TableClient } from './document-client.js';
import { deleteDueEntry, dropDueEntry, listDue } from './due-items.js';

const BATCH = 200;

export function createCodeRetention(table: TableClient): CodeRetention {
  const { doc, tableName } = table;
  return {
    async removeDue(now) {
      let removed = 0;
      for (const entry of await listDue(table, 'codeRemoval', now, BATCH)) {
        const names = Object.fromEntries(entry.fields.map((field, i) => [`#f${i}`, field]));
        const timer = deleteDueEntry(tableName, entry);
        const removal = {
          Update: {
            TableName: tableName,
            Key: entry.target,
            UpdateExpression: `SET codeRemovedAt = :now REMOVE ${Object.keys(names).join(', ')}`,
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: { ':now': now.toISOString() },
          },
        };
        try {
          await transactWrite(doc, [timer, removal]);
          removed += 1;
        } catch (error) {
          // Another run took this timer first, or its record is gone: nothing is left to remove.
          if (conditionFailedOn(error, timer)) continue;
          if (!conditionFailedOn(error, removal)) throw error;
          await dropDueEntry(table, entry);
        }
      }
      return removed;
    },
  };
}

// The audit trail's list (docs/decisions/059): one index partition read newest first, the whole trail's on gsi1 or a
// subject's on gsi2, with the action and operator filters applied by DynamoDB as it reads. A page that fills stops at
// its last item; one that does not after a few reads ends early with a cursor to continue.

import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditFilter } from '../../domain/audit/audit-entry.js';
import type { AuditTrail } from '../../domain/audit/ports.js';
import { auditEntryFromItem, AUDIT_TRAIL_GSI_PK, auditSubjectGsiPk } from './audit-entry-entity.js';
import type { TableClient } from './document-client.js';
import { decodeCursor, encodeCursor } from './page-cursor.js';

type Item = Record<string, unknown>;

/** Reads a filtered page may take before it answers what it found (each reads at most the entries still wanted). */
const MAX_READS_PER_PAGE = 10;

interface Filter {
  FilterExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  values: Record<string, string>;
}

function filterOf({ action, operator }: AuditFilter): Filter {
  const parts: string[] = [];
  const values: Record<string, string> = {};
  if (action !== null) {
    parts.push('#action = :action');
    values[':action'] = action;
  }
  if (operator !== null) {
    parts.push('(operatorName = :operator OR operatorEmail = :operator)');
    values[':operator'] = operator;
  }
  if (parts.length === 0) return { values };
  return {
    FilterExpression: parts.join(' AND '),
    ...(action !== null ? { ExpressionAttributeNames: { '#action': 'action' } } : {}),
    values,
  };
}

export function createAuditTrail({ doc, tableName }: TableClient): AuditTrail {
  return {
    async list(filter, request) {
      const index =
        filter.subject === null
          ? { name: 'gsi1', pkName: 'gsi1pk', pk: AUDIT_TRAIL_GSI_PK, partition: { gsi1pk: AUDIT_TRAIL_GSI_PK } }
          : {
              name: 'gsi2',
              pkName: 'gsi2pk',
              pk: auditSubjectGsiPk(filter.subject),
              partition: { gsi2pk: auditSubjectGsiPk(filter.subject) },
            };
      const { values, ...expression } = filterOf(filter);
      const items: Item[] = [];
      let start = decodeCursor(request.cursor, index.partition) as Item | undefined;
      for (let reads = 0; reads < MAX_READS_PER_PAGE; reads += 1) {
        const { Items = [], LastEvaluatedKey } = await doc.send(
          new QueryCommand({
            TableName: tableName,
            IndexName: index.name,
            KeyConditionExpression: `${index.pkName} = :pk`,
            ...expression,
            ExpressionAttributeValues: { ':pk': index.pk, ...values },
            ScanIndexForward: false,
            Limit: request.limit - items.length,
            ExclusiveStartKey: start,
          }),
        );
        items.push(...Items);
        start = LastEvaluatedKey;
        if (!start || items.length >= request.limit) break;
      }
      return { items: items.map(auditEntryFromItem), nextCursor: encodeCursor(start) };
    },
  };
}

// The audit trail's list (docs/decisions/059): one index partition read newest first, the whole trail's on gsi1 or a
// subject's on gsi2, with the action and operator filters applied by DynamoDB as it reads.

import type { AuditFilter } from '../../domain/audit/audit-entry.js';
import type { AuditTrail } from '../../domain/audit/ports.js';
import { auditEntryFromItem, AUDIT_TRAIL_GSI_PK, auditSubjectGsiPk } from './audit-entry-entity.js';
import type { TableClient } from './document-client.js';
import { queryIndexFiltered, type IndexFilter } from './queries.js';

function filterOf({ action, operator }: AuditFilter): IndexFilter {
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

export function createAuditTrail(table: TableClient): AuditTrail {
  return {
    async list(filter, request) {
      const page =
        filter.subject === null
          ? await queryIndexFiltered(table, 'gsi1', AUDIT_TRAIL_GSI_PK, filterOf(filter), request)
          : await queryIndexFiltered(table, 'gsi2', auditSubjectGsiPk(filter.subject), filterOf(filter), request);
      return { items: page.items.map(auditEntryFromItem), nextCursor: page.nextCursor };
    },
  };
}

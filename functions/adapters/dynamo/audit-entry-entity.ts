// The AuditEntry item (entity version 1, docs/decisions/059): alone in its partition, listed newest first on gsi1 in
// one partition for the whole trail and on gsi2 in one partition per subject. Put only if new: the trail is
// append-only, and an entry is one more item in the transaction of the change it records.

import type { AuditEntry } from '../../domain/audit/audit-entry.js';
import type { TransactItems } from './document-client.js';
import { entityItem, soleItemKey, storedFields } from './entity-item.js';

/** gsi1's partition holding every entry. */
export const AUDIT_TRAIL_GSI_PK = 'AUDIT';
/** gsi2's partition holding the entries about one subject (`user:…`). */
export const auditSubjectGsiPk = (subject: string) => `AUDITSUBJECT#${subject}`;

const listedAs = (entry: Pick<AuditEntry, 'at' | 'id'>) => `${entry.at}#${entry.id}`;

export function auditEntryToItem(entry: AuditEntry) {
  const keys = {
    ...soleItemKey('AUDIT', entry.id),
    gsi1pk: AUDIT_TRAIL_GSI_PK,
    gsi1sk: listedAs(entry),
    gsi2pk: auditSubjectGsiPk(entry.subject),
    gsi2sk: listedAs(entry),
  };
  const { operator, ...fields } = entry;
  return entityItem('AuditEntry', keys, {
    ...fields,
    operatorName: operator.name,
    operatorEmail: operator.email,
    ip: operator.ip,
    userAgent: operator.userAgent,
  });
}

export function auditEntryFromItem(item: Record<string, unknown>): AuditEntry {
  const fields = storedFields<AuditEntry>(item);
  const orNull = (name: string) => (item[name] as string | null | undefined) ?? null;
  return {
    ...fields.as('id', 'at', 'action', 'subject', 'details', 'reason'),
    ...fields.orNull('before', 'after'),
    operator: {
      name: item.operatorName as string,
      email: orNull('operatorEmail'),
      ip: orNull('ip'),
      userAgent: orNull('userAgent'),
    },
  };
}

/**
 * The transaction item that writes `entry`: a caller puts it in the same TransactWriteItems as the change it records,
 * so the change and its entry are written together or not at all.
 */
export function auditEntryWrite(tableName: string, entry: AuditEntry): TransactItems[number] {
  return {
    Put: { TableName: tableName, Item: auditEntryToItem(entry), ConditionExpression: 'attribute_not_exists(pk)' },
  };
}

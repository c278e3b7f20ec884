// The audit trail as the back office reads it (docs/decisions/059): a page of entries, newest first, in the spec's
// audit-log fields plus what changed and why.

import type { AuditEntryView, AuditListQuery, AuditListResponse } from '../../../shared/schemas/audit.js';
import type { AuditEntry } from './audit-entry.js';
import type { AuditTrail } from './ports.js';

export function toAuditEntryView(entry: AuditEntry): AuditEntryView {
  return {
    id: entry.id,
    timestamp: entry.at,
    user: entry.operator.name,
    email: entry.operator.email,
    action: entry.action,
    details: entry.details,
    ip: entry.operator.ip,
    userAgent: entry.operator.userAgent,
    subject: entry.subject,
    before: entry.before,
    after: entry.after,
    reason: entry.reason,
  };
}

export async function listAuditEntries(
  deps: { auditTrail: AuditTrail },
  query: AuditListQuery,
): Promise<AuditListResponse> {
  const page = await deps.auditTrail.list(
    { action: query.action ?? null, operator: query.operator ?? null, subject: query.subject ?? null },
    { limit: query.limit, cursor: query.cursor ?? null },
  );
  return { success: true, entries: page.items.map(toAuditEntryView), next_cursor: page.nextCursor };
}

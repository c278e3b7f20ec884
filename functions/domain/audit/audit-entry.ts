// One entry of the audit trail (docs/decisions/059): who did what to which record, when, with the fields before and
// after and the reason given. An entry is written in the same transaction as the change it records, never after it,
// and never changed or deleted.

import type { AuditAction } from '../../../shared/schemas/audit.js';
import { sortableId } from '../ids.js';

export type { AuditAction } from '../../../shared/schemas/audit.js';

/** Who acted: an admin on a screen or a route (with the request's address and browser), or a named command line. */
export interface Operator {
  name: string;
  /** The admin's email; null on the command line. */
  email: string | null;
  ip: string | null;
  userAgent: string | null;
}

/** The record an action changed: `user`, `api_key`, `order`, `lease`, `payment`, `sms`, `service`, … and its id. */
export interface AuditSubject {
  kind: string;
  id: string;
}

export type FieldValues = Record<string, unknown>;

export interface AuditEntry {
  id: string;
  at: string;
  operator: Operator;
  action: AuditAction;
  /** `<kind>:<id>`, the form the trail is filtered by. */
  subject: string;
  details: string;
  before: FieldValues | null;
  after: FieldValues | null;
  reason: string;
}

/** What the caller says about its action; the entry's id, time and subject key are made here. */
export interface AuditRecord {
  action: AuditAction;
  subject: AuditSubject;
  details: string;
  before: FieldValues | null;
  after: FieldValues | null;
  reason: string;
}

export const subjectKey = (subject: AuditSubject) => `${subject.kind}:${subject.id}`;

/** A command-line operator, named by `--by`. */
export const commandLineOperator = (name: string): Operator => ({ name, email: null, ip: null, userAgent: null });

/** The entry recording `record`, done by `operator` at `now`. */
export function auditEntry(now: Date, operator: Operator, record: AuditRecord): AuditEntry {
  return {
    id: sortableId(now),
    at: now.toISOString(),
    operator,
    action: record.action,
    subject: subjectKey(record.subject),
    details: record.details,
    before: record.before,
    after: record.after,
    reason: record.reason,
  };
}

/** The filters the trail is listed by, each exact: an action, an operator's name or email, a subject key. */
export interface AuditFilter {
  action: AuditAction | null;
  operator: string | null;
  subject: string | null;
}

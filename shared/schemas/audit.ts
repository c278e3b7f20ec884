// The audit trail (docs/decisions/059): what an operator did, as `GET /admin/audit.php` answers it. The spec's sample
// audit-log entry (id, timestamp, user, email, action, details, ip, userAgent) plus what changed and why.

import * as z from 'zod';
import { adminPageFields } from './admin.js';

/**
 * What an operator can do that the trail records, in the spec's own style of action names (`order_create`,
 * `admin_action`). Every operator action and every money movement an operator causes has one.
 */
export const AUDIT_ACTIONS = [
  'user_disable',
  'user_enable',
  'user_role',
  'sessions_end',
  'wallet_adjust',
  'key_revoke',
  'key_restore',
  'payment_resolve',
  'sms_assign',
  'two_factor_reset',
  'order_cancel',
  'order_refund',
  'lease_cancel',
  'lease_resend',
  'service_create',
  'service_update',
  'supply_update',
  'numbers_reconcile',
  'payout_approve',
  'payout_reject',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** A record's fields as they were before or after the change (only those the change touched). */
const fieldValues = z.record(z.string(), z.unknown());

export const auditEntry = z.object({
  id: z.string(),
  timestamp: z.string(),
  /** The operator: an admin's name on a screen or route, the `--by` name on the command line. */
  user: z.string(),
  /** The admin's email; null for a command-line action. */
  email: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  /** One sentence saying what was done, to whom. */
  details: z.string(),
  /** The address and browser of a screen or route action; null for a command-line action. */
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** What was changed, as `<kind>:<id>` (`user:…`, `api_key:…`, `order:…`, `payment:…`). */
  subject: z.string(),
  before: fieldValues.nullable(),
  after: fieldValues.nullable(),
  reason: z.string(),
});
export type AuditEntryView = z.infer<typeof auditEntry>;

/** The trail's query: a page, filtered by action, by operator (name or email) and by subject, each exact. */
export const auditListQuery = z.strictObject({
  ...adminPageFields,
  action: z.enum(AUDIT_ACTIONS, { error: `Expected one of ${AUDIT_ACTIONS.join(', ')}` }).optional(),
  operator: z.string().trim().min(1).max(254, 'At most 254 characters').optional(),
  subject: z.string().trim().min(1).max(200, 'At most 200 characters').optional(),
});
export type AuditListQuery = z.infer<typeof auditListQuery>;

export const auditListResponse = z.object({
  success: z.literal(true),
  entries: z.array(auditEntry),
  next_cursor: z.string().nullable(),
});
export type AuditListResponse = z.infer<typeof auditListResponse>;

// The operations desk's calls (docs/decisions/059): a member's whole account on one page, and every API key in use
// with its revocation. The audit trail's shapes are in ./audit.ts, the account's changes in ./admin-changes.ts.

import * as z from 'zod';
import { adminPageFields, adminUser } from './admin.js';
import { API_KEY_PLANS, API_KEY_STATUSES, SUBSCRIPTION_STATUSES } from './api-keys.js';
import { auditEntry } from './audit.js';
import { leaseStatus, orderStatus } from './orders.js';
import { ticketPriority, ticketStatus } from './tickets.js';
import { memberSession } from './two-factor.js';
import { operatorReason } from './admin-changes.js';

/** An API key as the operations desk lists it: never the key, only its first 20 characters. */
export const adminApiKey = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  owner_id: z.string(),
  owner_name: z.string(),
  owner_email: z.string(),
  plan: z.enum(API_KEY_PLANS),
  /** The member's own switch. */
  status: z.enum(API_KEY_STATUSES),
  /** `revoked` by an operator (refused whatever `status` says), else `active`. */
  revocation: z.enum(['active', 'revoked']),
  revoked_at: z.string().nullable(),
  subscription_status: z.enum(SUBSCRIPTION_STATUSES),
  /** Purchases counted against this period's quota. */
  purchases: z.number().int(),
  /** Calls made today by the key's member, with all their keys. */
  calls_today: z.number().int(),
  last_used: z.string().nullable(),
  next_billing: z.string(),
  created_at: z.string(),
});
export type AdminApiKey = z.infer<typeof adminApiKey>;

export const adminApiKeysQuery = z.strictObject({
  ...adminPageFields,
  /** The key's first characters (up to its 20-character prefix), or the whole key. */
  prefix: z.string().trim().min(1).max(200, 'At most 200 characters').optional(),
});
export type AdminApiKeysQuery = z.infer<typeof adminApiKeysQuery>;

export const adminApiKeysResponse = z.object({
  success: z.literal(true),
  api_keys: z.array(adminApiKey),
  next_cursor: z.string().nullable(),
});
export type AdminApiKeysResponse = z.infer<typeof adminApiKeysResponse>;

export const updateAdminApiKeyRequest = z.strictObject({
  status: z.enum(['active', 'revoked'], { error: 'Expected active or revoked' }),
  reason: operatorReason,
});
export type UpdateAdminApiKeyRequest = z.infer<typeof updateAdminApiKeyRequest>;
export const updateAdminApiKeyResponse = z.object({ success: z.literal(true), api_key: adminApiKey });

/** A member's whole account (GET /admin/users/{id}.php), newest first in each part. */
export const memberAccount = z.object({
  user: adminUser,
  transactions: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      description: z.string(),
      /** Signed as the balance moved. */
      amount: z.number().int(),
      created_at: z.string(),
    }),
  ),
  orders: z.array(
    z.object({
      id: z.string(),
      service_name: z.string(),
      phone_number: z.string(),
      status: orderStatus,
      price: z.number().int(),
      created_at: z.string(),
    }),
  ),
  leases: z.array(
    z.object({
      id: z.string(),
      service_name: z.string(),
      phone_number: z.string(),
      status: leaseStatus,
      price_cents: z.number().int(),
      start_date: z.string(),
      end_date: z.string(),
    }),
  ),
  esims: z.array(
    z.object({ id: z.string(), iccid: z.string(), phone_number: z.string(), sold_at: z.string().nullable() }),
  ),
  api_keys: z.array(adminApiKey),
  tickets: z.array(
    z.object({
      id: z.string(),
      subject: z.string(),
      status: ticketStatus,
      priority: ticketPriority,
      created_at: z.string(),
    }),
  ),
  /** The sessions still open: each is a sign-in, with when, the browser and whether the second factor was shown. */
  sessions: z.array(memberSession),
  /** The trail's entries about this member. */
  audit: z.array(auditEntry),
});
export type MemberAccount = z.infer<typeof memberAccount>;
export const memberAccountResponse = z.object({ success: z.literal(true), account: memberAccount });
export type MemberAccountResponse = z.infer<typeof memberAccountResponse>;

export const adjustWalletResponse = z.object({ success: z.literal(true), user: adminUser });
export const endSessionsResponse = z.object({ success: z.literal(true), user: adminUser });

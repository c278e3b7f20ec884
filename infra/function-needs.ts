// What each function may use in AWS, declared once per API area, event consumer and scheduled job: the table (read
// or write), the secrets it reads, and whether it publishes events or sends mail. AppFunctions grants exactly this.

import type { SecretName } from '../functions/adapters/secret-rules.js';
import type { ConsumerName } from '../shared/events.js';
import type { Area } from '../shared/routes.js';
import type { ScheduleName } from '../shared/schedules.js';

export interface FunctionNeeds {
  /** 'read': GetItem, BatchGetItem and Query; 'write': those and the writes, batches and transaction checks. */
  readonly table: 'read' | 'write';
  /** The secrets its code reads (functions/adapters/secrets.ts); it gets each one's ARN and may read only those. */
  readonly secrets: readonly SecretName[];
  /** It calls `events.publish`: events:PutEvents on the bus. */
  readonly publishesEvents: boolean;
  /** It calls `mailer.send`: ses:SendEmail as the site's sender. */
  readonly sendsMail: boolean;
  /**
   * It hashes or checks passwords (scrypt at N=2^17 needs 128 MiB and about half a second of a whole core,
   * docs/decisions/010): it gets a whole vCPU's worth of memory instead of the team default.
   */
  readonly hashesPasswords: boolean;
}

const writes = (more: Partial<FunctionNeeds> = {}): FunctionNeeds => ({
  table: 'write',
  secrets: [],
  publishesEvents: false,
  sendsMail: false,
  hashesPasswords: false,
  ...more,
});
const readsOnly: FunctionNeeds = { ...writes(), table: 'read' };

/** The payment providers' API keys: whoever opens a checkout. */
const PROVIDER_API_KEYS: SecretName[] = ['COINPAYMENTS_PRIVATE_KEY', 'NOWPAYMENTS_API_KEY'];

/** Every area refuses a request without CloudFront's origin header, read from ORIGIN_SECRET (docs/decisions/027 "Edge"). */
function behindCloudFront(rows: Record<Area, FunctionNeeds>): Record<Area, FunctionNeeds> {
  const checked = { ...rows };
  for (const area of Object.keys(rows) as Area[]) {
    checked[area] = { ...rows[area], secrets: ['ORIGIN_SECRET', ...rows[area].secrets] };
  }
  return checked;
}

/**
 * Per area, from its operations: every area with 'user' or 'admin' routes checks the session cookie (JWT_SECRET);
 * the webhooks check their senders' signatures and announce what they stored.
 */
export const AREA_NEEDS: Record<Area, FunctionNeeds> = behindCloudFront({
  auth: writes({ secrets: ['JWT_SECRET'], sendsMail: true, hashesPasswords: true }),
  users: writes({ secrets: ['JWT_SECRET', ...PROVIDER_API_KEYS], sendsMail: true, hashesPasswords: true }),
  services: readsOnly,
  payment: writes({ secrets: PROVIDER_API_KEYS }),
  anonymous: readsOnly,
  admin: writes({ secrets: ['JWT_SECRET'], sendsMail: true }),
  simCards: writes({ secrets: ['JWT_SECRET'] }),
  // A cancelled order's refund is mailed to members who take order updates.
  publicApi: writes({ sendsMail: true }),
  smsActivate: writes({ sendsMail: true }),
  webhooks: writes({
    secrets: ['COINPAYMENTS_IPN_SECRET', 'NOWPAYMENTS_IPN_SECRET', 'SMS_SUPPLIER_AUTH_TOKEN'],
    publishesEvents: true,
  }),
  contact: writes({ sendsMail: true }),
});

/**
 * Per consumer: applyPayment announces PaymentCompleted and WalletCredited and mails a credited top-up; routeSms
 * forwards lease messages by mail.
 */
export const CONSUMER_NEEDS: Record<ConsumerName, FunctionNeeds> = {
  applyPayment: writes({ publishesEvents: true, sendsMail: true }),
  fulfilOrder: writes(),
  routeSms: writes({ sendsMail: true }),
  reviveApiKeys: writes(),
};

/**
 * Per scheduled job: each changes records that are due; three mail (refunds of expired orders, lease reminders,
 * API key payment reminders).
 */
export const JOB_NEEDS: Record<ScheduleName, FunctionNeeds> = {
  expireOneTimeOrders: writes({ sendsMail: true }),
  expireLeases: writes(),
  removeExpiredCodes: writes(),
  renewApiKeys: writes({ sendsMail: true }),
  remindLeaseExpiry: writes({ sendsMail: true }),
  deliverWebhooks: writes(),
};

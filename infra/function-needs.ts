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
  /**
   * It pushes to, or closes, the page's sockets (`deps.pushSender`): execute-api:ManageConnections on the WebSocket API's
   * stage's connections only, and PUSH_ENDPOINT (docs/decisions/041).
   */
  readonly pushes: boolean;
  /**
   * It seals or opens two-factor secrets (docs/decisions/042): it gets the KMS key's ARN as TWO_FACTOR_KEY_ID and may
   * Encrypt and Decrypt with that key, nothing else.
   */
  readonly sealsSecrets: boolean;
  /**
   * It makes customer webhook tries and wakes each next one on time (`deps.webhookTries.schedule`,
   * docs/decisions/048): sqs:SendMessage on the tryWebhook queue only, and TRY_WEBHOOK_QUEUE_URL.
   */
  readonly wakesWebhookTries: boolean;
}

const writes = (more: Partial<FunctionNeeds> = {}): FunctionNeeds => ({
  table: 'write',
  secrets: [],
  publishesEvents: false,
  sendsMail: false,
  hashesPasswords: false,
  pushes: false,
  sealsSecrets: false,
  wakesWebhookTries: false,
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
  // The areas whose changes cause an email write it to the outbox and announce it (docs/decisions/034): only the
  // outbox's sender may send mail.
  // Sign-in checks two-factor codes; the profile enrols and turns two-factor off (docs/decisions/042).
  auth: writes({ secrets: ['JWT_SECRET'], publishesEvents: true, hashesPasswords: true, sealsSecrets: true }),
  users: writes({
    secrets: ['JWT_SECRET', ...PROVIDER_API_KEYS],
    publishesEvents: true,
    hashesPasswords: true,
    sealsSecrets: true,
  }),
  services: readsOnly,
  // An anonymous lease's confirmation link sent again is written to the outbox and announced (docs/decisions/053).
  payment: writes({ secrets: PROVIDER_API_KEYS, publishesEvents: true }),
  anonymous: readsOnly,
  // A buyer's claim of what their order owes them credits their wallet and announces it (docs/decisions/063).
  // A payout's terms ask CoinPayments for its rates with the API key (docs/decisions/064).
  refunds: writes({ secrets: ['JWT_SECRET', 'COINPAYMENTS_PRIVATE_KEY'], publishesEvents: true }),
  admin: writes({ secrets: ['JWT_SECRET'], publishesEvents: true }),
  simCards: writes({ secrets: ['JWT_SECRET'] }),
  // A cancelled order's refund is mailed to members who take order updates.
  publicApi: writes({ publishesEvents: true }),
  smsActivate: writes({ publishesEvents: true }),
  webhooks: writes({
    secrets: ['COINPAYMENTS_IPN_SECRET', 'NOWPAYMENTS_IPN_SECRET', 'SMS_SUPPLIER_AUTH_TOKEN'],
    publishesEvents: true,
  }),
  contact: writes({ publishesEvents: true }),
});

/**
 * Per consumer: applyPayment announces PaymentCompleted, WalletCredited and a credited top-up's email; routeSms a
 * lease message's forwarding email, pushes the code to the sockets watching its order and makes the first try of its
 * customer webhooks; sendOutboxItem alone sends mail; tryWebhook makes the tries that fall due; markUndeliverable
 * writes SES's bounces and complaints to the table.
 */
export const CONSUMER_NEEDS: Record<ConsumerName, FunctionNeeds> = {
  applyPayment: writes({ publishesEvents: true }),
  fulfilOrder: writes({ publishesEvents: true }),
  routeSms: writes({ publishesEvents: true, pushes: true, wakesWebhookTries: true }),
  reviveApiKeys: writes(),
  sendOutboxItem: writes({ sendsMail: true }),
  tryWebhook: writes({ wakesWebhookTries: true }),
  // Marks members and addresses: the table only, no mail, no events (docs/decisions/056).
  markUndeliverable: writes(),
};

/**
 * Per scheduled job: each changes records that are due; three write emails to the outbox and announce them (refunds of
 * expired orders, lease reminders, API key payment reminders); sweepOutbox sends what is due.
 */
export const JOB_NEEDS: Record<ScheduleName, FunctionNeeds> = {
  expireOneTimeOrders: writes({ publishesEvents: true }),
  expireLeases: writes(),
  removeExpiredCodes: writes(),
  renewApiKeys: writes({ publishesEvents: true }),
  remindLeaseExpiry: writes({ publishesEvents: true }),
  sweepOutbox: writes({ sendsMail: true }),
  deliverWebhooks: writes({ wakesWebhookTries: true }),
  // Buys and releases numbers at the carrier with its auth token (docs/decisions/061).
  provisionNumbers: writes({ secrets: ['TWILIO_AUTH_TOKEN'] }),
  // Sends payouts with the provider's API key; a payout's end writes its "paid" email and announces it (docs/decisions/064).
  sendPayouts: writes({ secrets: ['COINPAYMENTS_PRIVATE_KEY'], publishesEvents: true }),
};

/**
 * The WebSocket API's function (docs/decisions/041): it keeps and forgets the sockets' items and checks a member's
 * session; it pushes nothing itself. Its `$connect` refuses a handshake without CloudFront's origin header, read from
 * the same ORIGIN_SECRET as the areas' (docs/decisions/057).
 */
export const PUSH_SOCKET_NEEDS: FunctionNeeds = writes({ secrets: ['ORIGIN_SECRET', 'JWT_SECRET'] });

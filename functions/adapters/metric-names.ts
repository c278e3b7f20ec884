// The business and health figures every function may emit (CloudWatch EMF through Powertools Metrics), named once:
// the functions emit them and infra/ alarms and charts on them, so a renamed metric fails the type check, not an alarm.

/** The CloudWatch namespace of every figure the product emits itself. */
export const METRIC_NAMESPACE = 'UkSmsNumbers';

/**
 * Every figure is emitted with the dimensions `service` (always `uk-sms-numbers`, whatever the function) and `stage`,
 * so one alarm per stage sees the figure from every function. A figure that has a breakdown (`Purchases` by `type`)
 * is emitted a second time with that dimension added.
 */
export const METRIC_SERVICE = 'uk-sms-numbers';

export const METRICS = {
  /** One per sale; also emitted with dimension `type`: one-time | lease | esim. Count. */
  purchases: 'Purchases',
  /** One per refund (wallet or marked refundable). Count. */
  refunds: 'Refunds',
  /** A code routed to its one-time order. Count. */
  codesDelivered: 'CodesDelivered',
  /** From the order's creation to its code's arrival. Milliseconds. */
  timeToCode: 'TimeToCode',
  /** An inbound SMS that matched no order or lease, kept for an operator. Count. */
  smsUnmatched: 'SmsUnmatched',
  /** An SMS that was routed (matched or not): the denominator of the unmatched rate. Count. */
  smsReceived: 'SmsReceived',
  /** A payment notification that changed a payment. Count. */
  ipnsApplied: 'IpnsApplied',
  /** A payment notification held for an operator. Count. */
  ipnsHeld: 'IpnsHeld',
  /** A payment notification refused (bad signature, wrong merchant, unparseable). Count. */
  ipnsRefused: 'IpnsRefused',
  /** A customer webhook delivery that ended failed after its retries. Count. */
  webhookDeliveriesFailed: 'WebhookDeliveriesFailed',
  /** A customer webhook try that did not get a 2xx. Count. */
  webhookTriesFailed: 'WebhookTriesFailed',
  /** An outbox email's try that failed (docs/decisions/034). Count. */
  outboxTriesFailed: 'OutboxTriesFailed',
  /** An outbox email whose last try failed, kept for an operator. Count. */
  outboxItemsFailed: 'OutboxItemsFailed',
  /** UK numbers available for sale, sampled by a scheduled job. Count (a gauge). */
  stockAvailable: 'StockAvailable',
  /** A provisioning run that met an error: the carrier refused, failed or could not be reached (docs/decisions/061). Count. */
  provisioningFailures: 'ProvisioningFailures',
  /** A provisioning run that stopped buying at the day's spending cap. Count. */
  spendCapReached: 'SpendCapReached',
  /** Payouts to buyers asked of their provider over 6 hours ago and not settled, each run of the sender (docs/decisions/064). Count (a gauge). */
  payoutsOverdue: 'PayoutsOverdue',
} as const;

export type MetricName = (typeof METRICS)[keyof typeof METRICS];

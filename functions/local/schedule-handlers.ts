// The same job handlers CDK deploys, loaded lazily for the local scheduler.

import type { ScheduleName } from '../../shared/schedules.js';
import { lazyHandlers } from './lazy-handlers.js';
import type { JobHandler } from './local-functions.js';

export const scheduleHandler = lazyHandlers<ScheduleName, JobHandler>({
  expireOneTimeOrders: () => import('../events/expire-one-time-orders.js'),
  expireLeases: () => import('../events/expire-leases.js'),
  removeExpiredCodes: () => import('../events/remove-expired-codes.js'),
  renewApiKeys: () => import('../events/renew-api-keys.js'),
  remindLeaseExpiry: () => import('../events/remind-lease-expiry.js'),
  sweepOutbox: () => import('../events/sweep-outbox.js'),
  deliverWebhooks: () => import('../events/deliver-webhooks.js'),
  provisionNumbers: () => import('../events/provision-numbers.js'),
  sendPayouts: () => import('../events/send-payouts.js'),
});

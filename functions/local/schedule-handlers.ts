// The same job handlers CDK deploys, loaded lazily for the local scheduler.

import type { Context } from 'aws-lambda';
import type { ScheduleName } from '../../shared/schedules.js';
import type { ScheduledInvocation } from '../events/core/job.js';
import { lazyHandlers } from './lazy-handlers.js';

type JobHandler = (event: ScheduledInvocation, context: Context) => Promise<{ changed: number }>;

export const scheduleHandler = lazyHandlers<ScheduleName, JobHandler>({
  expireOneTimeOrders: () => import('../events/expire-one-time-orders.js'),
  expireLeases: () => import('../events/expire-leases.js'),
  removeExpiredCodes: () => import('../events/remove-expired-codes.js'),
  renewApiKeys: () => import('../events/renew-api-keys.js'),
  remindLeaseExpiry: () => import('../events/remind-lease-expiry.js'),
  deliverWebhooks: () => import('../events/deliver-webhooks.js'),
});

// Scheduled job: customers' due sms.received webhooks are POSTed signed, retried with backoff, or marked failed.

import { deliverDueWebhooks } from '../domain/webhooks/deliver-due-webhooks.js';
import { createJob } from './core/job.js';

export const handler = createJob('deliverWebhooks', deliverDueWebhooks);

// Scheduled job: sends the outbox emails that are due (retries with backoff, and any whose announcement was lost), and
// keeps those whose last try failed for an operator (docs/decisions/034).

import { sweepOutbox } from '../domain/outbox/send-outbox.js';
import { createJob } from './core/job.js';

export const handler = createJob('sweepOutbox', sweepOutbox);

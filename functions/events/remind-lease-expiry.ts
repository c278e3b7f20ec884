// Scheduled job: mails members whose leases end in 3 days, once per lease.

import { remindLeaseExpiry } from '../domain/leases/lease-reminder.js';
import { createJob } from './core/job.js';

export const handler = createJob('remindLeaseExpiry', remindLeaseExpiry);

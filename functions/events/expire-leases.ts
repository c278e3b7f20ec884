// Scheduled job: leases past their 30 days enter their 3-day grace; past the grace they expire and their numbers are
// destroyed.

import { expireLeases } from '../domain/leases/expire-leases.js';
import { createJob } from './core/job.js';

export const handler = createJob('expireLeases', expireLeases);

// Scheduled job: keeps the numbers for sale at the stock target, buying from the carrier under the day's spending cap,
// and releases destroyed numbers after their grace (docs/decisions/061).

import { provisionNumbers } from '../domain/supply/provision-numbers.js';
import { createJob } from './core/job.js';

export const handler = createJob('provisionNumbers', provisionNumbers);

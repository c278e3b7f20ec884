// Scheduled job: sends each payout of an owed amount once, and looks up those whose answer or notice never came
// (docs/decisions/064 "Sending").

import { sendPayouts } from '../domain/refunds/send-payouts.js';
import { createJob } from './core/job.js';

export const handler = createJob('sendPayouts', sendPayouts);

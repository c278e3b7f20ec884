// Scheduled job: SMS codes and texts are removed 24 hours after they arrived.

import { removeExpiredCodes } from '../domain/sms/remove-expired-codes.js';
import { createJob } from './core/job.js';

export const handler = createJob('removeExpiredCodes', removeExpiredCodes);

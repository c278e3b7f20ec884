// Scheduled job: API keys whose period ended are renewed from the wallet or suspended; reminders go 3 days before.

import { renewDueApiKeys } from '../domain/api-keys/renew-due-api-keys.js';
import { createJob } from './core/job.js';

export const handler = createJob('renewApiKeys', renewDueApiKeys);

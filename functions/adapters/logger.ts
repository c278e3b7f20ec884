// The one Powertools logger of every function.

import { Logger } from '@aws-lambda-powertools/logger';

export const logger = new Logger({ serviceName: 'uk-sms-numbers' });

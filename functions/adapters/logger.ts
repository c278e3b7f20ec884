// The one Powertools logger of every function; each line carries the correlation id of the work in progress.

import { Logger } from '@aws-lambda-powertools/logger';
import type { ConstructorOptions, LogItemExtraInput, LogItemMessage } from '@aws-lambda-powertools/logger/types';
import { correlationId } from './correlation.js';

/**
 * Powertools keeps a correlation id process-wide (`setCorrelationId`); this logger reads it from the asynchronous
 * call chain instead (./correlation.ts), so concurrent work never logs another's id.
 */
class CorrelatedLogger extends Logger {
  protected override createAndPopulateLogItem(level: number, input: LogItemMessage, extra: LogItemExtraInput) {
    const item = super.createAndPopulateLogItem(level, input, extra);
    const id = correlationId();
    return id ? item.addAttributes({ correlation_id: id }) : item;
  }

  protected override createLogger(options?: ConstructorOptions): Logger {
    return new CorrelatedLogger(options);
  }
}

export const logger: Logger = new CorrelatedLogger({ serviceName: 'uk-sms-numbers' });

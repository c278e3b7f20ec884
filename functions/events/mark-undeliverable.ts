// Consumer of SES's bounce and complaint events (MailFeedback, published by SES to the account's default bus): marks
// the addresses that bounced for good or called our mail spam (docs/decisions/056). An event that is not SES's format
// fails its check in the consumer and changes nothing; after its tries it waits in the dead letters.

import { logger } from '../adapters/logger.js';
import { hearMailFeedback } from '../domain/outbox/mail-feedback.js';
import { createConsumer } from './core/consumer.js';

export const handler = createConsumer('markUndeliverable', async (detail, deps) => {
  const marked = await hearMailFeedback(deps, detail);
  // The addresses stay out of the log: the message id finds them in SES if needed.
  logger.info('Mail feedback heard', { kind: detail.kind, messageId: detail.mail.messageId, marked });
});

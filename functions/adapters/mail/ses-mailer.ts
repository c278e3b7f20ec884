// Email through SES v2 (the local SES emulator when SES_ENDPOINT is set).

import type { Mailer } from '../../domain/ports.js';
import { awsClientOptions } from '../aws-client-options.js';
import { logger } from '../logger.js';
import { once } from '../once.js';
import { tracer } from '../tracer.js';

const CONNECT_TIMEOUT_MS = 3_000;
const ANSWER_TIMEOUT_MS = 5_000;

export function createSesMailer(options: {
  region: string;
  from: string;
  /** Sent with every email, so SES reports its bounces and complaints (docs/decisions/056). */
  configurationSet?: string;
  endpoint?: string;
}): Mailer {
  // The SDK package loads with the first email, not at every cold start: most requests send none (docs/decisions/025).
  const sdk = once(async () => {
    const { SESv2Client, SendEmailCommand } = await import('@aws-sdk/client-sesv2');
    const client = tracer.captureAWSv3Client(
      new SESv2Client({
        ...awsClientOptions(options.region, options.endpoint),
        // One attempt, bounded: a send ends within the function's 10 s and well within the outbox's claim
        // (OUTBOX_CLAIM_S), so no second sender takes an item while it is still being sent; a failed send is retried
        // by the outbox with its backoff (docs/decisions/034).
        maxAttempts: 1,
        requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: ANSWER_TIMEOUT_MS },
      }),
    );
    return { client, SendEmailCommand };
  });
  return {
    async send(email) {
      const { client, SendEmailCommand } = await sdk();
      // Logged here, where every failed send passes; the outbox retries it (docs/decisions/034).
      await client
        .send(
          new SendEmailCommand({
            FromEmailAddress: options.from,
            ConfigurationSetName: options.configurationSet,
            Destination: { ToAddresses: [email.to] },
            Content: {
              Simple: {
                Subject: { Data: email.subject, Charset: 'UTF-8' },
                Body: { Text: { Data: email.text, Charset: 'UTF-8' }, Html: { Data: email.html, Charset: 'UTF-8' } },
              },
            },
          }),
        )
        .then(
          () => undefined,
          (error: unknown) => {
            logger.error('Email not sent', { subject: email.subject, error: error as Error });
            throw error;
          },
        );
    },
  };
}

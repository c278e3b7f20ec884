// Email through SES v2 (the local SES emulator when SES_ENDPOINT is set).

import type { Mailer } from '../../domain/ports.js';
import { awsClientOptions } from '../aws-client-options.js';
import { logger } from '../logger.js';
import { once } from '../once.js';
import { tracer } from '../tracer.js';

export function createSesMailer(options: { region: string; from: string; endpoint?: string }): Mailer {
  // The SDK package loads with the first email, not at every cold start: most requests send none (docs/decisions/025).
  const sdk = once(async () => {
    const { SESv2Client, SendEmailCommand } = await import('@aws-sdk/client-sesv2');
    const client = tracer.captureAWSv3Client(new SESv2Client(awsClientOptions(options.region, options.endpoint)));
    return { client, SendEmailCommand };
  });
  return {
    async send(email) {
      const { client, SendEmailCommand } = await sdk();
      // Logged here, where every failed send passes, whether its caller retries it or lets it go (an optional notice).
      await client
        .send(
          new SendEmailCommand({
            FromEmailAddress: options.from,
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

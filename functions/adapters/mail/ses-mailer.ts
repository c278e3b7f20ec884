// Email through SES v2 (the local SES emulator when SES_ENDPOINT is set).

import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { Mailer } from '../../domain/ports.js';
import { awsClientOptions } from '../aws-client-options.js';
import { tracer } from '../tracer.js';

export function createSesMailer(options: { region: string; from: string; endpoint?: string }): Mailer {
  const client = tracer.captureAWSv3Client(new SESv2Client(awsClientOptions(options.region, options.endpoint)));
  return {
    async send(email) {
      await client.send(
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
      );
    },
  };
}

// SES's bounce and complaint events in SES's own format (its event publishing's JSON, as AWS documents it), put on a
// running stack's event bus as SES puts them on the account's default bus: source `aws.ses`, detail-type by kind
// (docs/decisions/056). No vitest import: the browser suite uses it too.

import { randomUUID } from 'node:crypto';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { awsClientOptions } from '../../functions/adapters/aws-client-options.js';
import { runningStack } from './running-stack.js';

const SENDER = 'no-reply@uk-sms.local';

/** What SES says about the message the event is about. */
function sentMail(to: string) {
  const timestamp = new Date().toISOString();
  return {
    timestamp,
    source: SENDER,
    sourceArn: 'arn:aws:ses:eu-west-2:000000000000:identity/uk-sms.local',
    sendingAccountId: '000000000000',
    messageId: `0102019${randomUUID().replaceAll('-', '')}-000000`,
    destination: [to],
    headersTruncated: false,
    tags: { 'ses:configuration-set': ['uk-sms-local'], 'ses:from-domain': ['uk-sms.local'] },
  };
}

export function sesBounce(to: string, bounceType: 'Permanent' | 'Transient' = 'Permanent') {
  return {
    eventType: 'Bounce',
    bounce: {
      feedbackId: `0102019${randomUUID().replaceAll('-', '')}-000000`,
      bounceType,
      bounceSubType: bounceType === 'Permanent' ? 'General' : 'MailboxFull',
      bouncedRecipients: [
        {
          emailAddress: to,
          action: 'failed',
          status: bounceType === 'Permanent' ? '5.1.1' : '4.2.2',
          diagnosticCode: bounceType === 'Permanent' ? 'smtp; 550 5.1.1 user unknown' : 'smtp; 452 4.2.2 mailbox full',
        },
      ],
      timestamp: new Date().toISOString(),
      reportingMTA: 'dns; b224-13.smtp-out.eu-west-2.amazonses.com',
    },
    mail: sentMail(to),
  };
}

export function sesComplaint(to: string) {
  return {
    eventType: 'Complaint',
    complaint: {
      feedbackId: `0102019${randomUUID().replaceAll('-', '')}-000000`,
      complaintSubType: null,
      complainedRecipients: [{ emailAddress: to }],
      timestamp: new Date().toISOString(),
      userAgent: 'Mozilla/5.0',
      complaintFeedbackType: 'abuse',
      arrivalDate: new Date().toISOString(),
    },
    mail: sentMail(to),
  };
}

const DETAIL_TYPES: Record<string, string> = { Bounce: 'Email Bounced', Complaint: 'Email Complaint Received' };

/** Puts the event on the stack's bus as SES would; the stack's consumer takes it from there. */
export async function publishSesEvent(
  dataDir: string,
  detail: { eventType: string; [field: string]: unknown },
): Promise<void> {
  const runtime = runningStack(dataDir);
  const client = new EventBridgeClient(awsClientOptions(runtime.region, runtime.eventBusEndpoint));
  const result = await client.send(
    new PutEventsCommand({
      Entries: [
        {
          EventBusName: 'default',
          Source: 'aws.ses',
          DetailType: DETAIL_TYPES[detail.eventType] ?? 'Email Bounced',
          Detail: JSON.stringify(detail),
        },
      ],
    }),
  );
  if (result.FailedEntryCount) throw new Error('The local bus refused the SES event');
}

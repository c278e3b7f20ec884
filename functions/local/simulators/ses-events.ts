// SES's bounce and complaint events in SES's own format (its event publishing's JSON, as AWS documents it), as the SES
// simulator makes them for its page and the tests post them (docs/decisions/056).

import { randomUUID } from 'node:crypto';

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

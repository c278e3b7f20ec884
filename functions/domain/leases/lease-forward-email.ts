// The email that forwards a lease's SMS (docs/decisions/013 "Leases"), with the code in the subject.

import type { MailContent } from '../outbox/mail-content.js';
import type { InboundSms } from '../sms/inbound-sms.js';
import type { Lease } from './lease.js';

export function leaseForwardEmail(
  lease: Lease,
  sms: Pick<InboundSms, 'code' | 'from' | 'receivedAt' | 'body'>,
): MailContent {
  return {
    subject: sms.code
      ? `Code ${sms.code}: ${lease.serviceName} SMS to ${lease.phoneNumber}`
      : `New SMS to ${lease.phoneNumber} (${lease.serviceName})`,
    paragraphs: [
      `From: ${sms.from}`,
      `To: ${lease.phoneNumber} (your 30-day lease, LEASE-${lease.id})`,
      `Received: ${sms.receivedAt}`,
      ...(sms.code ? [`Code: ${sms.code}`] : []),
    ],
    preformatted: sms.body ?? '',
  };
}

// The email that forwards a lease's SMS (docs/decisions/013 "Leases"), with the code in the subject; an anonymous
// lease's carries its order's page, where the buyer reads the lease and keeps the number (docs/decisions/062).

import type { MailContent } from '../outbox/mail-content.js';
import type { InboundSms } from '../sms/inbound-sms.js';
import type { Lease } from './lease.js';

/** An anonymous lease's order page on the site at `publicUrl`; null for a member's lease. */
export function anonymousLeasePage(lease: Pick<Lease, 'owner'>, publicUrl: string): string | null {
  return lease.owner.kind === 'anonymous' ? `${publicUrl.replace(/\/$/, '')}/?order_id=${lease.owner.orderId}` : null;
}

export function leaseForwardEmail(
  lease: Lease,
  sms: Pick<InboundSms, 'code' | 'from' | 'receivedAt' | 'body'>,
  orderPage: string | null = null,
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
      ...(orderPage ? [`Your lease, and "Keep this number" to renew it: ${orderPage}`] : []),
    ],
    preformatted: sms.body ?? '',
  };
}

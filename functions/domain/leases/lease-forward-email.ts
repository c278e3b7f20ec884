// The email that forwards a lease's SMS (docs/decisions/013 "Leases"), with the code in the subject.

import type { Email } from '../ports.js';
import { escapeHtml } from '../escape-html.js';
import type { InboundSms } from '../sms/inbound-sms.js';
import type { Lease } from './lease.js';

export function leaseForwardEmail(lease: Lease, sms: InboundSms, to: string): Email {
  const subject = sms.code
    ? `Code ${sms.code}: ${lease.serviceName} SMS to ${lease.phoneNumber}`
    : `New SMS to ${lease.phoneNumber} (${lease.serviceName})`;
  const text = sms.body ?? '';
  return {
    to,
    subject,
    text: [
      `From: ${sms.from}`,
      `To: ${lease.phoneNumber} (your 30-day lease, LEASE-${lease.id})`,
      `Received: ${sms.receivedAt}`,
      ...(sms.code ? [`Code: ${sms.code}`] : []),
      '',
      text,
    ].join('\n'),
    html:
      `<p>From: ${escapeHtml(sms.from)}<br>To: ${escapeHtml(lease.phoneNumber)} (your 30-day lease, ` +
      `LEASE-${escapeHtml(lease.id)})<br>Received: ${escapeHtml(sms.receivedAt)}</p>` +
      (sms.code ? `<p>Code: <strong>${escapeHtml(sms.code)}</strong></p>` : '') +
      `<pre style="white-space:pre-wrap">${escapeHtml(text)}</pre>`,
  };
}

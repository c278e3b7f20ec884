// SES's bounce and complaint events, read with zod (docs/decisions/056): SES's own JSON, as event publishing and the
// older feedback notifications write it, gives the addresses to mark; a bounce that may pass marks none; anything else
// is refused.

import { describe, expect, it } from 'vitest';
import { undeliverableAddresses } from '../../functions/domain/outbox/mail-feedback.js';
import { mailFeedback } from '../../shared/schemas/mail-feedback.js';
import { sesBounce, sesComplaint } from '../support/ses-feedback.js';

describe("SES's mail feedback", () => {
  it('marks each recipient of a permanent bounce, in lower case, as bouncing', () => {
    const feedback = mailFeedback.parse(sesBounce('Gone@Example.COM'));
    expect(undeliverableAddresses(feedback)).toEqual({
      addresses: ['gone@example.com'],
      mark: { reason: 'bounce', at: feedback.kind === 'bounce' ? feedback.bounce.timestamp : '' },
    });
  });

  it('marks a complaint, also in the older notification format (notificationType)', () => {
    const { eventType: _kind, ...rest } = sesComplaint('reader@example.com');
    const feedback = mailFeedback.parse({ notificationType: 'Complaint', ...rest });
    expect(undeliverableAddresses(feedback).addresses).toEqual(['reader@example.com']);
    expect(undeliverableAddresses(feedback).mark.reason).toBe('complaint');
  });

  it('marks nobody for a transient bounce', () => {
    expect(undeliverableAddresses(mailFeedback.parse(sesBounce('full@example.com', 'Transient'))).addresses).toEqual(
      [],
    );
  });

  it('refuses what is not a bounce or a complaint in its format', () => {
    const bounce = sesBounce('gone@example.com');
    for (const bad of [
      { ...bounce, eventType: 'Delivery' },
      { ...bounce, bounce: { ...bounce.bounce, bounceType: 'Forever' } },
      { ...bounce, bounce: { ...bounce.bounce, bouncedRecipients: [] } },
      { ...bounce, bounce: { ...bounce.bounce, bouncedRecipients: [{ emailAddress: 'no address' }] } },
      { ...sesComplaint('reader@example.com'), eventType: 'Bounce' },
      { eventType: 'Complaint', mail: bounce.mail },
    ]) {
      expect(mailFeedback.safeParse(bad).success, JSON.stringify(bad).slice(0, 80)).toBe(false);
    }
  });
});

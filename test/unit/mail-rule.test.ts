// The one rule of what an address may be sent (docs/decisions/053, 056): an unconfirmed address only the open kinds,
// each a fixed text; an address marked undeliverable only what keeps the account its owner's; a greeting by name only
// to a confirmed one.

import { describe, expect, it } from 'vitest';
import { greeting, mayMail, TO_ANY_ADDRESS, TO_UNDELIVERABLE } from '../../functions/domain/outbox/mail-rule.js';
import { outboxEmail } from '../../functions/domain/outbox/outbox-writes.js';

const NOW = new Date('2026-11-28T12:00:00Z');
const content = { subject: 'Subject', paragraphs: ['Text'] };
const confirmed = { email: 'owner@example.com', confirmed: true, undeliverable: false };
const unconfirmed = { email: 'victim@example.com', confirmed: false, undeliverable: false };
const bouncing = { email: 'gone@example.com', confirmed: true, undeliverable: true };

describe('the mail rule', () => {
  it('sends a confirmed address anything', () => {
    for (const kind of [...TO_ANY_ADDRESS, 'securityAlert', 'toConfirmedOnly'] as const) {
      expect(mayMail(confirmed, kind)).toBe(true);
    }
  });

  it('sends an address marked undeliverable only confirmation links, resets and security alerts', () => {
    expect([...TO_UNDELIVERABLE].sort()).toEqual(['addressConfirmation', 'passwordReset', 'securityAlert']);
    for (const kind of TO_UNDELIVERABLE) expect(mayMail(bouncing, kind)).toBe(true);
    for (const kind of ['toConfirmedOnly', 'contactAcknowledgement', 'contactReply', 'heldMoney'] as const) {
      expect(mayMail(bouncing, kind)).toBe(false);
    }
    // A security alert still needs the address confirmed.
    expect(mayMail({ ...bouncing, confirmed: false }, 'securityAlert')).toBe(false);
  });

  it('sends an unconfirmed address only the confirmation link, resets and the fixed texts', () => {
    expect([...TO_ANY_ADDRESS].sort()).toEqual([
      'addressConfirmation',
      'contactAcknowledgement',
      'contactReply',
      'heldMoney',
      'passwordReset',
    ]);
    for (const kind of TO_ANY_ADDRESS) expect(mayMail(unconfirmed, kind)).toBe(true);
    expect(mayMail(unconfirmed, 'toConfirmedOnly')).toBe(false);
    expect(mayMail(unconfirmed, 'securityAlert')).toBe(false);
  });

  it('makes no outbox item the rule refuses, and one addressed as asked otherwise', () => {
    expect(outboxEmail(unconfirmed, 'toConfirmedOnly', content, NOW)).toEqual([]);
    const [item] = outboxEmail(unconfirmed, 'passwordReset', content, NOW);
    expect(item?.message).toEqual({ kind: 'email', to: unconfirmed.email, ...content });
    expect(outboxEmail(confirmed, 'toConfirmedOnly', content, NOW)).toHaveLength(1);
  });

  it('greets by name only a confirmed address', () => {
    expect(greeting(confirmed, 'Ann')).toBe('Hello Ann,');
    expect(greeting(unconfirmed, 'URGENT verify at http://evil.example')).toBe('Hello,');
    expect(greeting(confirmed, null)).toBe('Hello,');
  });
});

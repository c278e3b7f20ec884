import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchesService, type SmsMatch } from '../../functions/domain/sms/sms-match.js';
import { SMS_MATCHES } from '../../seeds/sms-matches.js';
import { CATALOGUE } from '../../seeds/services.js';

const WHATSAPP: SmsMatch = { senders: ['WhatsApp'], words: ['WhatsApp'] };
const sms = (from: string, body: string | null) => ({ from, body });

/** Text around a word that cannot join it into a longer word: empty, or ending/starting with a non-alphanumeric. */
const before = fc.oneof(
  fc.constant(''),
  fc.tuple(fc.string(), fc.constantFrom(' ', ':', '(', '\n', '-')).map((p) => p.join('')),
);
const after = fc.oneof(
  fc.constant(''),
  fc.tuple(fc.constantFrom(' ', '.', ':', ')', ','), fc.string()).map((p) => p.join('')),
);
const alphanumeric = fc.stringMatching(/^[a-z0-9]{1,12}$/);
const randomCase = (text: string, flips: boolean[]) =>
  [...text].map((char, i) => (flips[i % flips.length] ? char.toUpperCase() : char.toLowerCase())).join('');

describe('which messages complete a one-time order', () => {
  it('takes any message for a service without patterns (Other)', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string()), (from, body) => {
        expect(matchesService(null, sms(from, body))).toBe(true);
        expect(matchesService({ senders: [], words: [] }, sms(from, body))).toBe(true);
      }),
    );
  });

  it("takes the service's word anywhere in the text, in any case, from any sender (carriers replace sender IDs)", () => {
    fc.assert(
      fc.property(before, after, fc.array(fc.boolean(), { minLength: 1 }), fc.string(), (head, tail, flips, from) => {
        const body = `${head}${randomCase('WhatsApp', flips)}${tail}`;
        expect(matchesService(WHATSAPP, sms(from, body))).toBe(true);
      }),
    );
  });

  it("takes the service's sender ID in any case, whatever the text", () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1 }), fc.option(fc.string()), (flips, body) => {
        expect(matchesService(WHATSAPP, sms(randomCase('WhatsApp', flips), body))).toBe(true);
      }),
    );
    expect(matchesService({ senders: ['Just Eat'], words: [] }, sms('JUSTEAT', 'Code 1234'))).toBe(true);
    expect(matchesService({ senders: ['Booking.com'], words: [] }, sms('booking com', 'Code 1234'))).toBe(true);
  });

  it('refuses a message whose sender is not an ID of the service and whose text does not name it', () => {
    fc.assert(
      fc.property(alphanumeric, alphanumeric, (from, word) => {
        fc.pre(from !== 'whatsapp' && !word.includes('whatsapp'));
        expect(matchesService(WHATSAPP, sms(from, `Your ${word} code is 1234`))).toBe(false);
      }),
    );
    expect(matchesService(WHATSAPP, sms('Uber', 'Your Uber code is 1234'))).toBe(false);
    expect(matchesService(WHATSAPP, sms('+447700900999', null))).toBe(false);
  });

  it('finds words whole, so a short brand is not found inside another word', () => {
    const line: SmsMatch = { senders: ['LINE'], words: ['LINE'] };
    expect(matchesService(line, sms('+447700900999', 'Sign in online with code 1234'))).toBe(false);
    expect(matchesService(line, sms('+447700900999', '[LINE] Your code: 1234'))).toBe(true);
    const x: SmsMatch = { senders: ['X'], words: ['X'] };
    expect(matchesService(x, sms('Xbox', 'Your Xbox code is 1234'))).toBe(false);
    expect(matchesService(x, sms('40404', '123456 is your X verification code'))).toBe(true);
    expect(matchesService({ senders: [], words: ['Booking.com'] }, sms('1', 'Bookingxcom code 1234'))).toBe(false);
  });
});

describe("the seeded services' patterns", () => {
  const patterned = CATALOGUE.filter((entry) => entry.smsMatch !== null);

  it('give every service but Other its brand as a word, and leave Other taking any message', () => {
    for (const { service, smsMatch } of CATALOGUE) {
      if (service.name === 'Other') expect(smsMatch).toBeNull();
      else expect(smsMatch?.words.length, service.name).toBeGreaterThan(0);
    }
    expect(patterned).toHaveLength(CATALOGUE.length - 1);
    const names = CATALOGUE.map((entry) => entry.service.name);
    for (const name of SMS_MATCHES.keys()) expect(names).toContain(name);
  });

  it("complete each service's order with its own brand's message and no other service's", () => {
    for (const own of patterned) {
      const word = own.smsMatch!.words[0]!;
      const sender = own.smsMatch!.senders[0]!;
      for (const other of patterned) {
        const expected = other === own;
        const named = sms('+447700900999', `Your ${word} code is 123456`);
        expect(matchesService(other.smsMatch, named), `${word} text for ${other.service.name}`).toBe(expected);
        const sent = sms(sender, 'Your code is 123456');
        expect(matchesService(other.smsMatch, sent), `${sender} sender for ${other.service.name}`).toBe(expected);
      }
    }
  });
});

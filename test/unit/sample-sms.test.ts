// The SMS simulator's "Send a code" for every service of the catalogue: the product's own matcher takes the message for
// an order of that service, its code is read, and a message of one brand does not complete another brand's order.

import { describe, expect, it } from 'vitest';
import { codeMessageFor, PLAIN_MESSAGE } from '../../functions/local/simulators/sample-sms.js';
import { extractCode } from '../../functions/domain/sms/extract-code.js';
import { matchesService } from '../../functions/domain/sms/sms-match.js';
import { SMS_MATCHES } from '../../seeds/sms-matches.js';
import { SERVICES } from '../../shared/catalogue.js';

describe("the simulator's code message", () => {
  it.each(SERVICES.map((service) => [service.name]))('is taken for a %s order, with its code read', (name) => {
    const message = codeMessageFor(name);
    expect(matchesService(SMS_MATCHES.get(name) ?? null, message)).toBe(true);
    expect(extractCode(message.body)).toBe('482913');
  });

  it('for one brand does not complete an order of another brand', () => {
    const named = SERVICES.filter((service) => SMS_MATCHES.has(service.name));
    expect(named.length).toBeGreaterThan(20);
    for (const service of named) {
      const other = named.find((candidate) => candidate.name !== service.name && candidate.name !== 'X (Twitter)')!;
      expect(matchesService(SMS_MATCHES.get(other.name)!, codeMessageFor(service.name))).toBe(false);
    }
  });

  it('for a lease is a plain message that names no brand', () => {
    for (const match of SMS_MATCHES.values()) expect(matchesService(match, PLAIN_MESSAGE)).toBe(false);
  });
});

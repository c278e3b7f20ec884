import { describe, expect, it } from 'vitest';
import { activationCode } from '../../shared/activation-codes.js';
import { SERVICES } from '../../shared/catalogue.js';

describe('activation codes', () => {
  it('gives every catalogue service its own code, the peers’ two letters for the well-known ones', () => {
    const codes = SERVICES.map(activationCode);
    expect(new Set(codes).size).toBe(SERVICES.length);
    for (const code of codes) expect(code).toMatch(/^[a-z]{2}$/);
    const byName = Object.fromEntries(SERVICES.map((service) => [service.name, activationCode(service)]));
    expect(byName).toMatchObject({
      WhatsApp: 'wa',
      Telegram: 'tg',
      Facebook: 'fb',
      Discord: 'ds',
      Microsoft: 'mm',
      Instagram: 'ig',
      Google: 'go',
      'X (Twitter)': 'tw',
      Other: 'ot',
    });
  });
});

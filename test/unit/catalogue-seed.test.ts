import { describe, expect, it } from 'vitest';
import { OTHER_SERVICE_ID, POPULAR_SERVICES_COUNT } from '../../shared/constants.js';
import { SERVICES } from '../../seeds/services.js';

const byName = (name: string) => SERVICES.find((service) => service.name === name);

describe('service catalogue', () => {
  it('has about 59 services with unique ids and names', () => {
    expect(SERVICES).toHaveLength(59);
    expect(new Set(SERVICES.map((s) => s.id)).size).toBe(SERVICES.length);
    expect(new Set(SERVICES.map((s) => s.name)).size).toBe(SERVICES.length);
  });

  it("uses the spec's one-time prices", () => {
    expect(byName('WhatsApp')?.price_cents).toBe(999);
    expect(byName('Telegram')?.price_cents).toBe(959);
    expect(byName('Facebook')?.price_cents).toBe(799);
    expect(byName('Discord')?.price_cents).toBe(699);
    expect(byName('Microsoft')?.price_cents).toBe(599);
    expect(byName('Zalo')?.price_cents).toBe(99);
    expect(byName('Other')?.price_cents).toBe(1199);
  });

  it('keeps one-time prices within $0.99 to $11.99 and leases at $14.99, Other at $19.99', () => {
    for (const service of SERVICES) {
      expect(service.price_cents).toBeGreaterThanOrEqual(99);
      expect(service.price_cents).toBeLessThanOrEqual(1199);
      expect(service.lease_price_cents).toBe(service.id === OTHER_SERVICE_ID ? 1999 : 1499);
    }
  });

  it('starts with the popular services, Other not among them', () => {
    const popular = SERVICES.filter((s) => s.id !== OTHER_SERVICE_ID).slice(0, POPULAR_SERVICES_COUNT);
    expect(popular.map((s) => s.name).slice(0, 6)).toEqual([
      'WhatsApp',
      'Telegram',
      'Facebook',
      'Discord',
      'Microsoft',
      'Zalo',
    ]);
    expect(byName('Other')?.id).toBe(OTHER_SERVICE_ID);
  });
});

import { describe, expect, it } from 'vitest';
import { SERVICES } from '../../seeds/services.js';
import { MESSAGES } from '../../shared/messages.js';
import { Client } from '../support/http.js';

describe('service catalogue', () => {
  it('lists the seeded catalogue in id order with cents prices and what each is sold as, cacheable', async () => {
    const reply = await new Client().get('/services/list.php');
    expect(reply.status).toBe(200);
    // Services an operator adds (catalogue-changes.test.ts, on the same stack) come after the seeded ones.
    expect(reply.body.services.slice(0, SERVICES.length)).toEqual(
      SERVICES.map((service) => ({ ...service, offers: ['one-time', 'lease', 'buy'] })),
    );
    expect(reply.headers.get('cache-control')).toMatch(/public/);
  });

  it('reads one service by id', async () => {
    const reply = await new Client().get('/services/1.php');
    expect(reply.status).toBe(200);
    expect(reply.body.service).toEqual({
      id: 1,
      name: 'WhatsApp',
      icon: 'whatsapp',
      color: '#25D366',
      price_cents: 999,
      lease_price_cents: 1499,
    });
  });

  it('answers 404 for an unknown service and 400 for an id that is not a number', async () => {
    const missing = await new Client().get('/services/9999.php');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe(MESSAGES.serviceNotFound);
    const bad = await new Client().get('/services/abc.php');
    expect(bad.status).toBe(400);
    expect(bad.body.details).toBeDefined();
  });
});

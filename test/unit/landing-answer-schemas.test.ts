// The landing page's two answers, the counters and the catalogue, are checked by the shared schemas written with
// zod/mini (docs/decisions/037 "The landing page's weight"): the same rules the server's answers were held to with
// zod, whole numbers in range, every field present, `success: true`, unknown fields dropped.

import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { SERVICES } from '../../shared/catalogue.js';
import { serviceListResponse, serviceResponse } from '../../shared/schemas/services.js';
import { statsResponse } from '../../shared/schemas/stats.js';

const service = SERVICES[0]!;

describe('the counters answer', () => {
  it('is read with its two counters, and nothing else', () => {
    expect(statsResponse.parse({ success: true, activeStock: 0, destroyedNumbers: 8247, extra: 'x' })).toEqual({
      success: true,
      activeStock: 0,
      destroyedNumbers: 8247,
    });
  });

  it.each([
    ['a failure', { success: false, activeStock: 1500, destroyedNumbers: 8247 }],
    ['a negative count', { success: true, activeStock: -1, destroyedNumbers: 8247 }],
    ['a fraction', { success: true, activeStock: 1.5, destroyedNumbers: 8247 }],
    ['a count as text', { success: true, activeStock: '1500', destroyedNumbers: 8247 }],
    ['a missing count', { success: true, activeStock: 1500 }],
    ['no object', null],
  ])('refuses %s', (_, answer) => {
    expect(statsResponse.safeParse(answer).success).toBe(false);
  });
});

describe('the catalogue answer', () => {
  it('is read with every service, each with its six fields only', () => {
    expect(serviceListResponse.parse({ success: true, services: SERVICES }).services).toEqual(SERVICES);
    expect(serviceListResponse.parse({ success: true, services: [{ ...service, extra: 'x' }] }).services).toEqual([
      service,
    ]);
    expect(serviceResponse.parse({ success: true, service }).service).toEqual(service);
  });

  it.each([
    ['an id of 0', { ...service, id: 0 }],
    ['a price in fractions of a penny', { ...service, price_cents: 2.5 }],
    ['a lease price that is no number', { ...service, lease_price_cents: Number.NaN }],
    ['an unsafe whole number', { ...service, price_cents: 2 ** 60 }],
    ['a name that is no text', { ...service, name: 7 }],
    ['a missing colour', { ...service, color: undefined }],
    ['no service', null],
  ])('refuses a service with %s', (_, entry) => {
    expect(serviceListResponse.safeParse({ success: true, services: [entry] }).success).toBe(false);
  });

  it('refuses a failure, and services that are no list', () => {
    expect(serviceListResponse.safeParse({ success: false, services: SERVICES }).success).toBe(false);
    expect(serviceListResponse.safeParse({ success: true, services: {} }).success).toBe(false);
  });

  it('nests in a schema written with the whole of zod, as the server and the smoke test use them', () => {
    const wrapped = z.object({ answer: serviceListResponse });
    expect(wrapped.safeParse({ answer: { success: true, services: [service] } }).success).toBe(true);
    expect(z.safeParse(serviceListResponse, { success: true, services: [{ ...service, id: -1 }] }).success).toBe(false);
  });
});

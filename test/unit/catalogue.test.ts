import { describe, expect, it } from 'vitest';
import {
  otherServices,
  popularServices,
  SERVICES,
  serviceDisplayName,
  servicePriceCents,
} from '../../shared/catalogue.js';
import { OTHER_SERVICE_ID } from '../../shared/constants.js';

const other = SERVICES.find((service) => service.id === OTHER_SERVICE_ID)!;
const whatsapp = SERVICES.find((service) => service.name === 'WhatsApp')!;

describe('the SMS panel rules of the catalogue', () => {
  it('shows the first 11 services other than Other, by id, whatever order they come in', () => {
    const popular = popularServices([...SERVICES].reverse());
    expect(popular).toHaveLength(11);
    expect(popular.map((service) => service.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('puts every other service, Other included, in the All Other Services picker', () => {
    const rest = otherServices(SERVICES);
    expect(rest).toHaveLength(SERVICES.length - 11);
    expect(rest.at(-1)?.id).toBe(OTHER_SERVICE_ID);
  });

  it('names Other All Services in lease mode only', () => {
    expect(serviceDisplayName(other, 'lease')).toBe('All Services');
    expect(serviceDisplayName(other, 'one-time')).toBe('Other');
    expect(serviceDisplayName(whatsapp, 'lease')).toBe('WhatsApp');
  });

  it('prices by tab: one-time price, lease price, and a fixed 25 to buy', () => {
    expect(servicePriceCents(whatsapp, 'one-time')).toBe(999);
    expect(servicePriceCents(whatsapp, 'lease')).toBe(1499);
    expect(servicePriceCents(other, 'lease')).toBe(1999);
    expect(servicePriceCents(whatsapp, 'buy')).toBe(2500);
  });
});

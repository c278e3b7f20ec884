// The Service item (entity version 1): one catalogue entry, the service as served plus its SMS match patterns.

import type { CatalogueEntry } from '../../domain/services/ports.js';
import type { SmsMatch } from '../../domain/sms/sms-match.js';
import { entityItem } from './entity-item.js';

/** The whole catalogue is one partition, read with one Query. */
export const CATALOGUE_PK = 'SERVICES';
/** Zero-padded ids sort as numbers, so the Query returns the catalogue in id order. */
export const serviceKey = (id: number) => ({ pk: CATALOGUE_PK, sk: `SERVICE#${String(id).padStart(6, '0')}` });

export function serviceToItem({ service, smsMatch }: CatalogueEntry) {
  return entityItem('Service', serviceKey(service.id), { ...service, smsMatch });
}

export function serviceFromItem(item: Record<string, any>): CatalogueEntry {
  return {
    service: {
      id: item.id,
      name: item.name,
      icon: item.icon,
      color: item.color,
      price_cents: item.price_cents,
      lease_price_cents: item.lease_price_cents,
    },
    smsMatch: (item.smsMatch as SmsMatch | null | undefined) ?? null,
  };
}

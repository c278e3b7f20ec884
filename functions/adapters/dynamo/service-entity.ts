// The Service item (entity version 1): one catalogue entry, the service as served plus its SMS match patterns, its
// sale and its offers; and the catalogue's version item, raised by every change (docs/decisions/060).

import type { CatalogueEntry } from '../../domain/services/ports.js';
import type { SmsMatch } from '../../domain/sms/sms-match.js';
import { entityItem } from './entity-item.js';

/** The whole catalogue is one partition, read with one Query. */
export const CATALOGUE_PK = 'SERVICES';
/** The services' sort keys begin so; the version item's does not. */
export const SERVICE_SK_PREFIX = 'SERVICE#';
/** Zero-padded ids sort as numbers, so the Query returns the catalogue in id order. */
export const serviceKey = (id: number) => ({
  pk: CATALOGUE_PK,
  sk: `${SERVICE_SK_PREFIX}${String(id).padStart(6, '0')}`,
});
/** The item holding the catalogue's version, beside the services it counts the changes of. */
export const CATALOGUE_VERSION_KEY = { pk: CATALOGUE_PK, sk: 'VERSION' };

export function serviceToItem({ service, smsMatch, onSale, offers }: CatalogueEntry) {
  return entityItem('Service', serviceKey(service.id), { ...service, smsMatch, onSale, offers });
}

/** Items written before sales and offers existed are on sale as everything. */
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
    onSale: (item.onSale as boolean | undefined) ?? true,
    offers: (item.offers as CatalogueEntry['offers'] | undefined) ?? { oneTime: true, lease: true, esim: true },
  };
}

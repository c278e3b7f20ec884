// The service catalogue the seed writes into a new table: the shared catalogue, which is also the browser's fallback
// list, each service with its SMS match patterns, which stay on the server, on sale as every purchase
// (docs/decisions/013 "Catalogue"; docs/decisions/012). Once in the table the catalogue is the operators' to change
// (docs/decisions/060): the seed adds what is missing and never writes over a service.

import type { CatalogueEntry } from '../functions/domain/services/ports.js';
import { SERVICES } from '../shared/catalogue.js';
import { SMS_MATCHES } from './sms-matches.js';

export { SERVICES };

export const CATALOGUE: CatalogueEntry[] = SERVICES.map((service) => ({
  service,
  smsMatch: SMS_MATCHES.get(service.name) ?? null,
  onSale: true,
  offers: { oneTime: true, lease: true, esim: true },
}));

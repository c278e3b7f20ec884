// The service catalogue the seed writes: the shared catalogue, which is also the browser's fallback list,
// each service with its SMS match patterns, which stay on the server
// (docs/decisions/013 "Catalogue"; docs/decisions/012).

import type { CatalogueEntry } from '../functions/domain/services/ports.js';
import { SERVICES } from '../shared/catalogue.js';
import { SMS_MATCHES } from './sms-matches.js';

export { SERVICES };

export const CATALOGUE: CatalogueEntry[] = SERVICES.map((service) => ({
  service,
  smsMatch: SMS_MATCHES.get(service.name) ?? null,
}));

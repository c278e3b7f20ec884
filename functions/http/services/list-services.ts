// GET /services/list.php: the catalogue, cacheable by browsers and CloudFront.

import type { Operation } from '../core/area-handler.js';
import { CATALOGUE_CACHE_HEADERS } from './cache-headers.js';

export const listServices: Operation = async (_request, deps) => ({
  body: { services: await deps.catalogue.list() },
  headers: CATALOGUE_CACHE_HEADERS,
});

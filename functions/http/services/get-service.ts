// GET /services/{id}.php: one service of the catalogue.

import { serviceIdParam } from '../../../shared/schemas/service-id.js';
import type { Operation } from '../core/area-handler.js';
import { validate } from '../core/request.js';
import { CATALOGUE_CACHE_HEADERS } from './cache-headers.js';

export const getService: Operation = async (request, deps) => ({
  body: { service: await deps.catalogue.get(validate(serviceIdParam, request.params.id)) },
  headers: CATALOGUE_CACHE_HEADERS,
});

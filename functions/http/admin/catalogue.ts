// GET and POST /admin/services.php, PUT /admin/services/{id}.php: the catalogue as an operator keeps it
// (docs/decisions/060), each change with its audit entry.

import { addServiceRequest, updateServiceRequest } from '../../../shared/schemas/admin-catalogue.js';
import { serviceIdParam } from '../../../shared/schemas/service-id.js';
import { addService, changeService, toAdminService } from '../../domain/services/catalogue-changes.js';
import type { Operation } from '../core/area-handler.js';
import { jsonBody, validate } from '../core/request.js';
import { requestOperator } from './operator.js';

export const listCatalogue: Operation = async (_request, deps) => ({
  body: { services: (await deps.catalogue.entries()).map(toAdminService) },
});

export const addCatalogueService: Operation = async (request, deps) => ({
  status: 201,
  body: { service: await addService(deps, requestOperator(request), jsonBody(request, addServiceRequest)) },
});

export const changeCatalogueService: Operation = async (request, deps) => ({
  body: {
    service: await changeService(
      deps,
      requestOperator(request),
      validate(serviceIdParam, request.params.id),
      jsonBody(request, updateServiceRequest),
    ),
  },
});

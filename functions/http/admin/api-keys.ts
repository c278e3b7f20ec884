// GET /admin/api-keys.php (every key in use, searchable by prefix) and PUT /admin/api-keys/{id}.php (revoked or
// restored with a reason), for the operations desk (docs/decisions/059).

import { adminApiKeysQuery, updateAdminApiKeyRequest } from '../../../shared/schemas/operations.js';
import { changeApiKeyRevocation, listEveryApiKey } from '../../domain/admin/api-keys-desk.js';
import type { Operation } from '../core/area-handler.js';
import { jsonBody, queryParams } from '../core/request.js';
import { requestOperator } from './operator.js';

export const listApiKeys: Operation = async (request, deps) => ({
  body: await listEveryApiKey(deps, queryParams(request, adminApiKeysQuery)),
});

export const changeApiKey: Operation = async (request, deps) => {
  const { status, reason } = jsonBody(request, updateAdminApiKeyRequest);
  return {
    body: {
      api_key: await changeApiKeyRevocation(deps, requestOperator(request), request.params.id ?? '', status, reason),
    },
  };
};

// GET, POST /users/api-keys.php and PUT, DELETE /users/api-keys.php?id=: the member's API keys (docs/decisions/018);
// their webhooks' deliveries (docs/decisions/024).

import { MESSAGES } from '../../../shared/messages.js';
import { apiKeyQuery, createApiKeyRequest, updateApiKeyRequest } from '../../../shared/schemas/api-keys.js';
import { toApiKeyView } from '../../domain/api-keys/api-key.js';
import { recentWebhookDeliveries } from '../../domain/webhooks/recent-deliveries.js';
import { createApiKey } from '../../domain/api-keys/create-api-key.js';
import { deleteApiKey, ownKey, setApiKeyStatus } from '../../domain/api-keys/manage-api-keys.js';
import { setWebhook } from '../../domain/api-keys/set-webhook.js';
import type { Operation } from '../core/area-handler.js';
import { currentUser } from '../core/current-user.js';
import { jsonBody, queryParams } from '../core/request.js';
import { attemptSource } from '../core/sign-in-client.js';

export const listApiKeys: Operation = async (request, deps) => ({
  body: { api_keys: (await deps.apiKeys.list(currentUser(request).id)).map(toApiKeyView) },
});

export const createApiKeyOperation: Operation = async (request, deps) => {
  const input = jsonBody(request, createApiKeyRequest);
  const source = await attemptSource(request, deps);
  const { key, fullKey } = await createApiKey(deps, currentUser(request), input, source);
  return {
    status: 201,
    body: {
      api_key: { id: key.id, name: key.name, key: fullKey, created_at: key.createdAt },
      message: MESSAGES.apiKeyCreated,
    },
  };
};

export const updateApiKey: Operation = async (request, deps) => {
  const { id } = queryParams(request, apiKeyQuery);
  const change = jsonBody(request, updateApiKeyRequest);
  const user = currentUser(request);
  if ('webhook_url' in change) {
    return {
      body: {
        webhook_secret: await setWebhook(deps, await ownKey(deps, user, id), change.webhook_url, change.webhook_format),
      },
    };
  }
  await setApiKeyStatus(deps, user, id, change.status);
  return { body: { message: MESSAGES.apiKeyUpdated } };
};

export const deleteApiKeyOperation: Operation = async (request, deps) => {
  await deleteApiKey(deps, currentUser(request), queryParams(request, apiKeyQuery).id);
  return { body: { message: MESSAGES.apiKeyDeleted } };
};

/** GET /users/api-keys/deliveries.php?id=: the key's recent webhook deliveries, newest first. */
export const listWebhookDeliveries: Operation = async (request, deps) => {
  const { id } = queryParams(request, apiKeyQuery);
  const user = currentUser(request);
  const key = await ownKey(deps, user, id);
  return { body: { deliveries: await recentWebhookDeliveries(deps, key) } };
};

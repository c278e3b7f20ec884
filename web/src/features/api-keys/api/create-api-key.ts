// POST /users/api-keys.php {name, plan}: a new key for $29 from the wallet; the answer holds the full key, once.

import { createApiKeyResponse, type CreateApiKeyRequest, type CreateApiKeyResponse } from '@shared/schemas/api-keys';
import { apiRequest } from '@/lib/api-client';

export async function createApiKey(request: CreateApiKeyRequest): Promise<CreateApiKeyResponse['api_key']> {
  return createApiKeyResponse.parse(await apiRequest('users.createApiKey', { body: request })).api_key;
}

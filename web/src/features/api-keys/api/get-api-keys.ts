// GET /users/api-keys.php: the member's API keys, newest first, each with the first 20 characters of its key.

import { apiKeyListResponse, type ApiKeyView } from '@shared/schemas/api-keys';
import { apiRequest } from '@/lib/api-client';

export async function getApiKeys(signal: AbortSignal): Promise<ApiKeyView[]> {
  return apiKeyListResponse.parse(await apiRequest('users.listApiKeys', { signal })).api_keys;
}

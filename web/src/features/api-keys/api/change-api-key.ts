// PUT /users/api-keys.php?id= {status} enables or disables a key; DELETE /users/api-keys.php?id= removes it at once.

import { apiKeyChangeResponse, type ApiKeyStatus } from '@shared/schemas/api-keys';
import { apiRequest } from '@/lib/api-client';

export async function setApiKeyStatus(id: string, status: ApiKeyStatus): Promise<void> {
  apiKeyChangeResponse.parse(await apiRequest('users.updateApiKey', { query: { id }, body: { status } }));
}

export async function deleteApiKey(id: string): Promise<void> {
  apiKeyChangeResponse.parse(await apiRequest('users.deleteApiKey', { query: { id } }));
}

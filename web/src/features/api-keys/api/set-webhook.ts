// PUT /users/api-keys.php?id= {webhook_url, webhook_format} sets a key's webhook and answers its new signing secret,
// this once.

import { webhookSecretResponse, type WebhookFormat } from '@shared/schemas/api-keys';
import { apiRequest } from '@/lib/api-client';

export async function setWebhookUrl(id: string, webhookUrl: string, format: WebhookFormat): Promise<string> {
  const body = { webhook_url: webhookUrl, webhook_format: format };
  return webhookSecretResponse.parse(await apiRequest('users.updateApiKey', { query: { id }, body })).webhook_secret;
}

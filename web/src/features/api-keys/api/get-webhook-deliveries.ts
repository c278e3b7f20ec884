// GET /users/api-keys/deliveries.php?id=: a key's recent webhook deliveries, newest first (docs/decisions/024).

import { webhookDeliveryListResponse, type WebhookDeliveryView } from '@shared/schemas/api-keys';
import { apiRequest } from '@/lib/api-client';

export async function getWebhookDeliveries(id: string, signal: AbortSignal): Promise<WebhookDeliveryView[]> {
  const reply = await apiRequest('users.listWebhookDeliveries', { query: { id }, signal });
  return webhookDeliveryListResponse.parse(reply).deliveries;
}

// A key's recent webhook deliveries as its member sees them (docs/decisions/024 "Webhooks to customers").

import type { WebhookDeliveryView } from '../../../shared/schemas/api-keys.js';
import type { ApiKey } from '../api-keys/api-key.js';
import type { WebhookDeps } from './webhook-deps.js';
import type { WebhookDelivery } from './webhook-delivery.js';

/** How many deliveries the API Keys screen shows. */
const RECENT = 20;

export async function recentWebhookDeliveries(
  deps: Pick<WebhookDeps, 'webhookDeliveries'>,
  key: ApiKey,
): Promise<WebhookDeliveryView[]> {
  return (await deps.webhookDeliveries.recent(key.userId, key.id, RECENT)).map(toView);
}

function toView(delivery: WebhookDelivery): WebhookDeliveryView {
  return {
    id: delivery.id,
    event: 'sms.received',
    status: delivery.status,
    attempts: delivery.attempts,
    last_status_code: delivery.lastStatusCode,
    last_attempt_at: delivery.lastAttemptAt,
    next_attempt_at: delivery.status === 'pending' ? delivery.nextAttemptAt : null,
    created_at: delivery.createdAt,
  };
}

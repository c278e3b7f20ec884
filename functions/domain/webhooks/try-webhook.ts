// The tryWebhook consumer's rule (docs/decisions/048 "Tries on time"): the try a wake-up announced is made if the
// delivery still waits for it; a wake-up that came early (a queue delays 15 minutes at most) is put back until its
// time, its delay rounded up to a whole second, so a try is never made before it falls due.

import type { EventDetail } from '../../../shared/events.js';
import { deliverWebhook } from './deliver-webhook.js';
import type { WebhookDeps } from './webhook-deps.js';

export type WebhookTryOutcome = 'tried' | 'early' | 'nothing due';

export async function tryWebhook(deps: WebhookDeps, wake: EventDetail<'WebhookTryDue'>): Promise<WebhookTryOutcome> {
  const key = { userId: wake.userId, keyId: wake.keyId, occurredAt: wake.occurredAt, id: wake.deliveryId };
  if (Date.parse(wake.dueAt) > deps.clock.now().getTime()) {
    await deps.webhookTries.schedule({ ...key, nextAttemptAt: wake.dueAt });
    return 'early';
  }
  const delivery = await deps.webhookDeliveries.find(key);
  // Delivered, failed, or claimed again since (its new claim woke its own try): nothing for this wake-up to do.
  if (!delivery || delivery.status !== 'pending' || delivery.nextAttemptAt !== wake.dueAt) return 'nothing due';
  return (await deliverWebhook(deps, delivery)) ? 'tried' : 'nothing due';
}

// `lease.renewed` (docs/decisions/062): one delivery per key of the member's with a webhook URL in the 'standard'
// format, written in the renewal's transaction, so a delivery exists exactly when the lease was renewed. Keys in the
// 'sms-activate' format get none: that protocol's webhook carries SMS only.

import type { LeaseRenewedEvent } from '../../../shared/schemas/webhook-events.js';
import type { Lease } from '../leases/lease.js';
import { keyDeliveries, type SmsWebhookDeps } from './sms-webhooks.js';
import type { WebhookDelivery } from './webhook-delivery.js';

/** The deliveries of a renewal of `renewed` from `previousEnd`, paid `priceCents`; none for an anonymous lease. */
export async function leaseRenewedWebhooks(
  deps: Pick<SmsWebhookDeps, 'clock' | 'apiKeys'>,
  renewed: Lease,
  previousEnd: string,
  priceCents: number,
): Promise<WebhookDelivery[]> {
  if (renewed.owner.kind !== 'user') return [];
  // One id per renewal: every key, and every try, carries the same.
  const id = `evt_lease_${renewed.id}_${renewed.endDate}`;
  const event = { id, record: { kind: 'lease' as const, id: renewed.id }, occurredAt: deps.clock.now().toISOString() };
  return keyDeliveries(deps, renewed.owner.userId, event, (key, now) => {
    if (key.webhookFormat !== 'standard') return null;
    const body: LeaseRenewedEvent = {
      id,
      type: 'lease.renewed',
      event: 'lease.renewed',
      data: {
        lease_id: renewed.id,
        phone_number: renewed.phoneNumber,
        service: renewed.serviceName,
        previous_end_date: previousEnd,
        end_date: renewed.endDate,
        price: priceCents,
      },
      timestamp: now,
    };
    return JSON.stringify(body);
  });
}

// Records a verified IPN: the raw body is stored before anything else, then announced for the consumer.

import { createHash } from 'node:crypto';
import type { PaymentProviderName } from '../../../shared/coins.js';
import type { PaymentsDeps } from './payments-deps.js';

/** A notification's id: its provider and raw body, so a redelivery of the same IPN is the same record. */
export function notificationId(provider: PaymentProviderName, rawBody: string): string {
  return createHash('sha256').update(`${provider}\n${rawBody}`).digest('hex');
}

export async function receiveNotification(
  deps: Pick<PaymentsDeps, 'clock' | 'notifications' | 'events'>,
  provider: PaymentProviderName,
  rawBody: string,
): Promise<void> {
  const id = notificationId(provider, rawBody);
  const saved = await deps.notifications.save({
    id,
    provider,
    rawBody,
    receivedAt: deps.clock.now().toISOString(),
    status: 'received',
    reason: null,
    resolution: null,
  });
  if (saved === 'seen') {
    // A redelivery of one already dealt with needs nothing; one still 'received' is announced again.
    const stored = await deps.notifications.find(id);
    if (stored && stored.status !== 'received') return;
  }
  await deps.events.publish('PaymentNotified', { provider, notificationId: id });
}

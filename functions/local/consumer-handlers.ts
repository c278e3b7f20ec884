// The same consumer handlers CDK deploys, loaded lazily for the local EventBridge emulator.

import type { ConsumerName } from '../../shared/events.js';
import { lazyHandlers } from './lazy-handlers.js';
import type { ConsumerHandler } from './local-functions.js';

export const consumerHandler = lazyHandlers<ConsumerName, ConsumerHandler>({
  applyPayment: () => import('../events/apply-payment.js'),
  routeSms: () => import('../events/route-sms.js'),
  fulfilOrder: () => import('../events/fulfil-order.js'),
  reviveApiKeys: () => import('../events/revive-api-keys.js'),
  sendOutboxItem: () => import('../events/send-outbox-item.js'),
  tryWebhook: () => import('../events/try-webhook.js'),
  markUndeliverable: () => import('../events/mark-undeliverable.js'),
});

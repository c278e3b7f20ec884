// The same consumer handlers CDK deploys, loaded lazily for the local EventBridge emulator.

import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import type { ConsumerName } from '../../shared/events.js';
import { lazyHandlers } from './lazy-handlers.js';

type ConsumerHandler = (event: SQSEvent, context: Context) => Promise<SQSBatchResponse>;

export const consumerHandler = lazyHandlers<ConsumerName, ConsumerHandler>({
  applyPayment: () => import('../events/apply-payment.js'),
  routeSms: () => import('../events/route-sms.js'),
  fulfilOrder: () => import('../events/fulfil-order.js'),
  reviveApiKeys: () => import('../events/revive-api-keys.js'),
});

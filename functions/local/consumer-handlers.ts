// The same consumer handlers CDK deploys, loaded lazily for the local EventBridge emulator.

import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import type { ConsumerName } from '../../shared/events.js';

type ConsumerHandler = (event: SQSEvent, context: Context) => Promise<SQSBatchResponse>;

const LOADERS: Record<ConsumerName, () => Promise<{ handler: ConsumerHandler }>> = {
  applyPayment: () => import('../events/apply-payment.js'),
};

const loaded = new Map<ConsumerName, Promise<ConsumerHandler>>();

export function consumerHandler(name: ConsumerName): Promise<ConsumerHandler> {
  let handler = loaded.get(name);
  if (!handler) {
    handler = LOADERS[name]().then((module) => module.handler);
    loaded.set(name, handler);
  }
  return handler;
}

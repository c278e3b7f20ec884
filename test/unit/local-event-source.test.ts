// The local event bus's event-source switch (LocalEvents.SetEventSource): a consumer switched off keeps its events in
// its queue, as SQS does while Lambda's event source mapping is disabled, and gets every one once switched on again.

import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  callLocalBus,
  EVENT_SOURCE_TARGET,
  startEventBridgeLocal,
  type RunningEventBridge,
} from '../../functions/local/eventbridge-local.js';
import { freePort } from '../../functions/local/free-port.js';
import { startLocalClock } from '../../functions/local/clock/local-clock.js';

const handled: string[] = [];
let bus: RunningEventBridge;

beforeAll(async () => {
  bus = await startEventBridgeLocal({
    port: await freePort(),
    region: 'eu-west-2',
    deadLetterDir: mkdtempSync(path.join(os.tmpdir(), 'uk-sms-dlq-')),
    clock: startLocalClock(),
    functions: {
      consumersOf: (detailType) => (detailType === 'PaymentNotificationReceived' ? ['applyPayment'] : []),
      consumer:
        async () =>
        async (event: SQSEvent): Promise<SQSBatchResponse> => {
          for (const record of event.Records) handled.push(JSON.parse(record.body).detail.notificationId);
          return { batchItemFailures: [] };
        },
    },
  });
});
afterAll(() => bus.stop());

const call = (target: string, body: object) => callLocalBus(bus.endpoint, target, body);

const publish = (notificationId: string) =>
  call('AWSEvents.PutEvents', {
    Entries: [
      { Source: 'uk-sms', DetailType: 'PaymentNotificationReceived', Detail: JSON.stringify({ notificationId }) },
    ],
  });

it('holds a switched-off consumer’s events in its queue and hands every one over once it is switched on', async () => {
  expect((await call(EVENT_SOURCE_TARGET, { consumer: 'applyPayment', enabled: false })).status).toBe(200);
  for (const id of ['n1', 'n2', 'n3']) expect((await publish(id)).status).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(handled).toEqual([]);

  expect((await call(EVENT_SOURCE_TARGET, { consumer: 'applyPayment', enabled: true })).status).toBe(200);
  await bus.idle();
  expect(handled.sort()).toEqual(['n1', 'n2', 'n3']);
});

it('refuses to switch a consumer that does not exist', async () => {
  const reply = await call(EVENT_SOURCE_TARGET, { consumer: 'noSuchConsumer', enabled: false });
  expect(reply.status).toBe(400);
  expect(await reply.json()).toMatchObject({ message: 'No consumer noSuchConsumer' });
});

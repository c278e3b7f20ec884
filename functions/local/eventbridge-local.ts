// A local EventBridge: takes PutEvents from the AWS SDK and delivers each event, as SQS would, to the consumers its
// rules name (the event table's, or the template's, which must agree with it), with the table's retries,
// batch sizes and concurrency; a message that keeps failing is dead-lettered to a file. Under FAULTS it also delivers
// late, twice, or to a consumer that dies mid-batch (docs/decisions/033). It takes SQS's SendMessage too, for a queue
// the app sends to directly, with its delay (docs/decisions/048 "Tries on time").

import { createHash, randomUUID } from 'node:crypto';

import { appendFileSync, mkdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { SQSRecord } from 'aws-lambda';
import { CONSUMERS, type ConsumerName } from '../../shared/events.js';
import { lambdaContext } from './apigw-event.js';
import type { LocalClock } from './clock/local-clock.js';
import type { Faults } from './faults/faults.js';
import type { LocalFunctions } from './local-functions.js';
import { consumerOfQueueUrl } from './local-queues.js';

/** The emulator's own operation (not AWS's): redeliver one dead letter to its consumer (`ops dlq:redrive`). */
export const REDRIVE_TARGET = 'LocalEvents.Redrive';
/**
 * The emulator's counterpart of Lambda's UpdateEventSourceMapping `Enabled`: `{ consumer, enabled }`. A disabled
 * consumer's messages wait in its queue, as SQS keeps them, and are handed over once it is enabled again. The bench
 * uses it to time a webhook's answer apart from the consumer it feeds, as the two run in separate functions on AWS.
 */
export const EVENT_SOURCE_TARGET = 'LocalEvents.SetEventSource';
/**
 * The emulator's own wait: answers once every message has been delivered, retries and delays included (`idle()`
 * below), so that a test or benchmark waits for the deliveries it caused rather than for a fixed time.
 */
export const IDLE_TARGET = 'LocalEvents.WaitIdle';

/** One call of the local bus's JSON API: AWS's PutEvents or one of the emulator's own operations above. */
export function callLocalBus(endpoint: string, target: string, body: object): Promise<Response> {
  return fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': target },
    body: JSON.stringify(body),
  });
}

export interface RunningEventBridge {
  endpoint: string;
  /** Resolves when no message is visible or being handled: those waiting out a delay may still come. */
  quiet(): Promise<void>;
  /**
   * Resolves when no message is visible, being handled or waiting out a redelivery's delay: every delivery caused so
   * far has been made. A message its sender delayed (SendMessage's DelaySeconds) waits for its time, not counted.
   */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

interface Envelope {
  version: '0';
  id: string;
  'detail-type': string;
  source: string;
  account: string;
  time: string;
  region: string;
  resources: string[];
  detail: unknown;
}

/** What SQS does to a message when asked to (docs/decisions/033): the bus's share of the runtime's faults. */
export type BusFaults = Pick<Faults, 'strikes'>;

/** The longest an `sqs-delay` fault holds a message back. */
const SQS_DELAY_MAX_MS = 3_000;

interface Message {
  /** The SQS message id: the same for a duplicate delivery of one message, another for each copy EventBridge sends. */
  messageId: string;
  envelope: Envelope;
  receiveCount: number;
}

export async function startEventBridgeLocal(options: {
  port: number;
  region: string;
  deadLetterDir: string;
  /** The consumers each event reaches, and their handlers. */
  functions: Pick<LocalFunctions, 'consumersOf' | 'consumer'>;
  /** Faults to inject (FAULTS); none when absent. */
  faults?: BusFaults;
  /** The clock delays are counted on (docs/decisions/049). */
  clock: Pick<LocalClock, 'now' | 'at'>;
}): Promise<RunningEventBridge> {
  const strikes = (name: Parameters<BusFaults['strikes']>[0]) => options.faults?.strikes(name) ?? false;
  /** Messages visible or being handled, those waiting out a redelivery's delay, and those their sender delayed. */
  const count = { active: 0, delayed: 0, scheduled: 0 };
  let waiters: { resolve(): void; delays: boolean }[] = [];
  const changed = () => {
    waiters = waiters.filter((waiter) => {
      const done = count.active === 0 && (!waiter.delays || count.delayed === 0);
      if (done) waiter.resolve();
      return !done;
    });
  };
  const settle = () => {
    count.active -= 1;
    changed();
  };
  const waitFor = (delays: boolean) =>
    new Promise<void>((resolve) => {
      waiters.push({ resolve, delays });
      changed();
    });

  // Like an SQS event source: each consumer's visible messages are handed over in batches of up to its batch size,
  // at most maxConcurrency batches at once.
  const queues = new Map<ConsumerName, Message[]>();
  const running = new Map<ConsumerName, number>();
  const disabled = new Set<ConsumerName>();
  const queueOf = (consumer: ConsumerName) => queues.get(consumer) ?? queues.set(consumer, []).get(consumer)!;

  /**
   * The message becomes visible to its consumer after `delayMs` (a redelivery's, or its sender's when `scheduled`);
   * SQS may also deliver it twice, or late.
   */
  function enqueue(consumer: ConsumerName, message: Message, delayMs = 0, scheduled = false): void {
    const copies = strikes('sqs-duplicate') ? 2 : 1;
    const waiting = scheduled ? 'scheduled' : 'delayed';
    for (let copy = 0; copy < copies; copy += 1) {
      const late = strikes('sqs-delay') ? Math.random() * SQS_DELAY_MAX_MS : 0;
      const visible = () => {
        queueOf(consumer).push(message);
        pump(consumer);
      };
      if (delayMs + late > 0) {
        count[waiting] += 1;
        options.clock.at(options.clock.now() + delayMs + late, () => {
          count[waiting] -= 1;
          count.active += 1;
          visible();
        });
      } else {
        count.active += 1;
        setImmediate(visible);
      }
    }
  }

  function pump(consumer: ConsumerName): void {
    const { batchSize, maxConcurrency } = CONSUMERS[consumer];
    const queue = queueOf(consumer);
    while (!disabled.has(consumer) && queue.length > 0 && (running.get(consumer) ?? 0) < maxConcurrency) {
      const batch = queue.splice(0, batchSize);
      running.set(consumer, (running.get(consumer) ?? 0) + 1);
      void handleBatch(consumer, batch).finally(() => {
        running.set(consumer, running.get(consumer)! - 1);
        for (let i = 0; i < batch.length; i += 1) settle();
        pump(consumer);
      });
    }
  }

  function record(consumer: ConsumerName, message: Message): SQSRecord {
    const { envelope } = message;
    return {
      messageId: message.messageId,
      receiptHandle: randomUUID(),
      body: JSON.stringify(envelope),
      attributes: {
        ApproximateReceiveCount: String(message.receiveCount),
        SentTimestamp: String(Date.parse(envelope.time)),
        SenderId: 'events.amazonaws.com',
        ApproximateFirstReceiveTimestamp: String(Date.now()),
      },
      messageAttributes: {},
      md5OfBody: '',
      eventSource: 'aws:sqs',
      eventSourceARN: `arn:aws:sqs:${options.region}:000000000000:${consumer}`,
      awsRegion: options.region,
    };
  }

  /**
   * One invocation with the batch; the messages it reports failed (or all, when it throws) come back after a
   * visibility timeout, until their last try, then go to the dead letters. A `consumer-crash` fault makes the function
   * die after a random item of its batch, before answering: the items before it were handled, and all come back. The
   * last try of a message is never crashed on purpose.
   */
  async function handleBatch(consumer: ConsumerName, batch: Message[]): Promise<void> {
    const lastTry = batch.some((message) => message.receiveCount >= CONSUMERS[consumer].maxReceiveCount);
    const crashAfter = !lastTry && strikes('consumer-crash') ? 1 + Math.floor(Math.random() * batch.length) : null;
    const records = batch.slice(0, crashAfter ?? batch.length).map((message) => record(consumer, message));
    let failed: Set<string>;
    try {
      const handler = await options.functions.consumer(consumer);
      const result = await handler({ Records: records }, lambdaContext(consumer));
      failed =
        crashAfter === null
          ? new Set(result.batchItemFailures.map((failure) => failure.itemIdentifier))
          : new Set(batch.map((message) => message.messageId));
    } catch {
      failed = new Set(batch.map((message) => message.messageId));
    }
    for (const message of batch.filter(({ messageId }) => failed.has(messageId))) retryOrDeadLetter(consumer, message);
  }

  function retryOrDeadLetter(consumer: ConsumerName, message: Message): void {
    const { envelope, receiveCount } = message;
    if (receiveCount < CONSUMERS[consumer].maxReceiveCount) {
      enqueue(consumer, { ...message, receiveCount: receiveCount + 1 }, 200 * receiveCount);
      return;
    }
    mkdirSync(options.deadLetterDir, { recursive: true });
    appendFileSync(path.join(options.deadLetterDir, `${consumer}.jsonl`), `${JSON.stringify(envelope)}\n`);
    console.error(
      `Dead-lettered ${envelope['detail-type']} ${envelope.id} for ${consumer} after ${receiveCount} tries`,
    );
  }

  function putEvents(body: { Entries?: { Source?: string; DetailType?: string; Detail?: string }[] }) {
    const entries = (body.Entries ?? []).map((entry) => {
      const envelope: Envelope = {
        version: '0',
        id: randomUUID(),
        'detail-type': entry.DetailType ?? '',
        source: entry.Source ?? '',
        account: '000000000000',
        time: new Date().toISOString(),
        region: options.region,
        resources: [],
        detail: JSON.parse(entry.Detail ?? '{}'),
      };
      // Delivered after the answer, like a queue: the publisher never waits for its consumers. EventBridge may
      // deliver one event twice: two messages with the same event.
      const copies = strikes('eventbridge-twice') ? 2 : 1;
      for (const consumer of options.functions.consumersOf(envelope['detail-type'])) {
        for (let copy = 1; copy <= copies; copy += 1) {
          enqueue(consumer, { messageId: `${envelope.id}:${consumer}:${copy}`, envelope, receiveCount: 1 });
        }
      }
      return { EventId: envelope.id };
    });
    return { FailedEntryCount: 0, Entries: entries };
  }

  /**
   * A dead letter back to the one consumer that gave up on it, as SQS's redrive moves a message back to its source
   * queue: the same event (and id), its tries counted afresh; another failure dead-letters it again.
   */
  function redrive(body: { consumer?: string; envelope?: Envelope }) {
    const consumer = body.consumer as ConsumerName;
    if (!body.envelope || !Object.hasOwn(CONSUMERS, consumer)) throw new Error(`No consumer ${body.consumer}`);
    enqueue(consumer, {
      messageId: `${body.envelope.id}:${consumer}:redriven`,
      envelope: body.envelope,
      receiveCount: 1,
    });
    return {};
  }

  function setEventSource(body: { consumer?: string; enabled?: boolean }) {
    const consumer = body.consumer as ConsumerName;
    if (!Object.hasOwn(CONSUMERS, consumer)) throw new Error(`No consumer ${body.consumer}`);
    if (body.enabled === false) disabled.add(consumer);
    else {
      disabled.delete(consumer);
      pump(consumer);
    }
    return {};
  }

  /** SQS's SendMessage to a consumer's queue, visible after its DelaySeconds (0 to 900, as SQS takes). */
  function sendMessage(body: { QueueUrl?: string; MessageBody?: string; DelaySeconds?: number }) {
    const consumer = consumerOfQueueUrl(body.QueueUrl) as ConsumerName | null;
    if (!consumer || !Object.hasOwn(CONSUMERS, consumer)) throw new Error(`No queue ${body.QueueUrl}`);
    const delayS = body.DelaySeconds ?? 0;
    if (!Number.isInteger(delayS) || delayS < 0 || delayS > 900) throw new Error('DelaySeconds must be 0 to 900');
    const messageBody = body.MessageBody ?? '';
    const messageId = randomUUID();
    enqueue(
      consumer,
      { messageId, envelope: JSON.parse(messageBody) as Envelope, receiveCount: 1 },
      delayS * 1000,
      true,
    );
    // The SDK checks the digest of the body it sent.
    return { MessageId: messageId, MD5OfMessageBody: createHash('md5').update(messageBody).digest('hex') };
  }

  const operations: Record<string, (body: never) => object | Promise<object>> = {
    'AWSEvents.PutEvents': putEvents,
    'AmazonSQS.SendMessage': sendMessage,
    [REDRIVE_TARGET]: redrive,
    [EVENT_SOURCE_TARGET]: setEventSource,
    [IDLE_TARGET]: () => waitFor(true).then(() => ({})),
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const target = request.headers['x-amz-target'];
      const reply = (status: number, body: object) => {
        response.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' });
        response.end(JSON.stringify(body));
      };
      const operation = typeof target === 'string' && Object.hasOwn(operations, target) ? operations[target] : null;
      if (!operation) {
        return reply(400, { __type: 'UnknownOperationException', message: `Not emulated: ${target}` });
      }
      Promise.resolve()
        .then(() => operation(JSON.parse(Buffer.concat(chunks).toString('utf8')) as never))
        .then(
          (answer) => reply(200, answer),
          (error: unknown) => reply(400, { __type: 'ValidationException', message: (error as Error).message }),
        );
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));

  return {
    endpoint: `http://127.0.0.1:${options.port}`,
    quiet: () => waitFor(false),
    idle: () => waitFor(true),
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

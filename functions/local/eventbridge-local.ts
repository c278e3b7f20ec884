// A local EventBridge: takes PutEvents from the AWS SDK and delivers each event, as SQS would, to the consumers its
// rules name (the event table's, or the template's, which must agree with it), with the table's retries and
// concurrency; a message that keeps failing is dead-lettered to a file.

import { randomUUID } from 'node:crypto';
import { appendFileSync, mkdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { SQSEvent } from 'aws-lambda';
import { CONSUMERS, type ConsumerName } from '../../shared/events.js';
import { lambdaContext } from './apigw-event.js';
import type { LocalFunctions } from './local-functions.js';

/** The emulator's own operation (not AWS's): redeliver one dead letter to its consumer (`ops dlq:redrive`). */
export const REDRIVE_TARGET = 'LocalEvents.Redrive';

export interface RunningEventBridge {
  endpoint: string;
  /** Resolves when no delivery is queued or running (tests and benchmarks wait on it). */
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

export async function startEventBridgeLocal(options: {
  port: number;
  region: string;
  deadLetterDir: string;
  /** The consumers each event reaches, and their handlers. */
  functions: Pick<LocalFunctions, 'consumersOf' | 'consumer'>;
}): Promise<RunningEventBridge> {
  let inFlight = 0;
  let waiters: (() => void)[] = [];
  const settle = () => {
    inFlight -= 1;
    if (inFlight === 0) {
      for (const resolve of waiters) resolve();
      waiters = [];
    }
  };

  // Like an SQS event source with maxConcurrency: deliveries beyond the limit wait their turn.
  const running = new Map<ConsumerName, number>();
  const waiting = new Map<ConsumerName, (() => void)[]>();
  async function inTurn(consumer: ConsumerName, work: () => Promise<void>): Promise<void> {
    const queue = waiting.get(consumer) ?? [];
    waiting.set(consumer, queue);
    if ((running.get(consumer) ?? 0) >= CONSUMERS[consumer].maxConcurrency) {
      // The slot is handed over directly by the delivery that finishes.
      await new Promise<void>((resolve) => queue.push(resolve));
    } else {
      running.set(consumer, (running.get(consumer) ?? 0) + 1);
    }
    try {
      await work();
    } finally {
      const next = queue.shift();
      if (next) next();
      else running.set(consumer, (running.get(consumer) ?? 1) - 1);
    }
  }

  async function deliver(consumer: ConsumerName, envelope: Envelope, receiveCount: number): Promise<void> {
    await inTurn(consumer, () => attempt(consumer, envelope, receiveCount));
  }

  async function attempt(consumer: ConsumerName, envelope: Envelope, receiveCount: number): Promise<void> {
    const messageId = `${envelope.id}:${consumer}`;
    const event: SQSEvent = {
      Records: [
        {
          messageId,
          receiptHandle: randomUUID(),
          body: JSON.stringify(envelope),
          attributes: {
            ApproximateReceiveCount: String(receiveCount),
            SentTimestamp: String(Date.parse(envelope.time)),
            SenderId: 'events.amazonaws.com',
            ApproximateFirstReceiveTimestamp: String(Date.now()),
          },
          messageAttributes: {},
          md5OfBody: '',
          eventSource: 'aws:sqs',
          eventSourceARN: `arn:aws:sqs:${options.region}:000000000000:${consumer}`,
          awsRegion: options.region,
        },
      ],
    };
    let failed: boolean;
    try {
      const handler = await options.functions.consumer(consumer);
      const result = await handler(event, lambdaContext(consumer));
      failed = result.batchItemFailures.some((failure) => failure.itemIdentifier === messageId);
    } catch {
      failed = true;
    }
    if (!failed) return;
    if (receiveCount < CONSUMERS[consumer].maxReceiveCount) {
      inFlight += 1;
      setTimeout(() => void deliver(consumer, envelope, receiveCount + 1).finally(settle), 200 * receiveCount);
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
      for (const consumer of options.functions.consumersOf(envelope['detail-type'])) {
        inFlight += 1;
        // Delivered after the answer, like a queue: the publisher never waits for its consumers.
        setImmediate(() => void deliver(consumer, envelope, 1).finally(settle));
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
    const envelope = body.envelope;
    inFlight += 1;
    setImmediate(() => void deliver(consumer, envelope, 1).finally(settle));
    return {};
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const target = request.headers['x-amz-target'];
      const reply = (status: number, body: object) => {
        response.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' });
        response.end(JSON.stringify(body));
      };
      const operation = target === 'AWSEvents.PutEvents' ? putEvents : target === REDRIVE_TARGET ? redrive : null;
      if (!operation) {
        return reply(400, { __type: 'UnknownOperationException', message: `Not emulated: ${target}` });
      }
      try {
        reply(200, operation(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
      } catch (error) {
        reply(400, { __type: 'ValidationException', message: (error as Error).message });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));

  return {
    endpoint: `http://127.0.0.1:${options.port}`,
    idle: () => (inFlight === 0 ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve))),
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

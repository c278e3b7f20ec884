// dlq:redrive's AWS path against a stand-in for SQS's JSON API on loopback (there is no AWS here): which queues it
// takes for the stage's dead-letter queues and what it asks SQS to move.

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqsDeadLetters } from '../../functions/adapters/events/sqs-dead-letters.js';

const BASE = 'https://sqs.eu-west-2.amazonaws.com/123456789012';
const STACK = 'uk-sms-numbers-prod-';
const QUEUES = {
  fulfilSource: `${STACK}EventRoutingFulfilOrderQueue5A1B-AbC`,
  fulfilDead: `${STACK}EventRoutingFulfilOrderDeadLetterQueue9F8E-XyZ`,
  routeSmsDead: `${STACK}EventRoutingRouteSmsDeadLetterQueue1234-QrS`,
};
const WAITING: Record<string, string> = { [QUEUES.fulfilDead]: '3', [QUEUES.routeSmsDead]: '0' };

const calls: { target: string; body: Record<string, any> }[] = [];
let server: http.Server;
let endpoint: string;

function answer(target: string, body: Record<string, any>): object {
  const name = String(body.QueueUrl ?? '')
    .split('/')
    .pop()!;
  switch (target) {
    case 'AmazonSQS.ListQueues':
      return { QueueUrls: Object.values(QUEUES).map((queue) => `${BASE}/${queue}`) };
    case 'AmazonSQS.ListDeadLetterSourceQueues':
      return { queueUrls: name.includes('DeadLetter') ? [`${BASE}/${QUEUES.fulfilSource}`] : [] };
    case 'AmazonSQS.GetQueueAttributes':
      return {
        Attributes: {
          QueueArn: `arn:aws:sqs:eu-west-2:123456789012:${name}`,
          ApproximateNumberOfMessages: WAITING[name],
        },
      };
    case 'AmazonSQS.StartMessageMoveTask':
      return { TaskHandle: 'task-1' };
    default:
      throw new Error(`Unexpected ${target}`);
  }
}

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const target = String(request.headers['x-amz-target']);
      const body = JSON.parse(text || '{}') as Record<string, any>;
      calls.push({ target, body });
      response.writeHead(200, { 'content-type': 'application/x-amz-json-1.0' });
      response.end(JSON.stringify(answer(target, body)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('dlq:redrive on AWS', () => {
  it("moves each dead-letter queue of the stage's stack that holds messages back to its source, and no other", async () => {
    calls.length = 0;
    const redriven = await sqsDeadLetters({ queuePrefix: STACK, region: 'eu-west-2', endpoint }).redrive(null);
    expect(redriven).toEqual([
      { queue: QUEUES.fulfilDead, moved: 3 },
      { queue: QUEUES.routeSmsDead, moved: 0 },
    ]);
    expect(calls.find((call) => call.target === 'AmazonSQS.ListQueues')?.body.QueueNamePrefix).toBe(STACK);
    const moves = calls.filter((call) => call.target === 'AmazonSQS.StartMessageMoveTask');
    // No DestinationArn: SQS sends each message back to the queue it was dead-lettered from.
    expect(moves.map((move) => move.body)).toEqual([
      { SourceArn: `arn:aws:sqs:eu-west-2:123456789012:${QUEUES.fulfilDead}` },
    ]);
  });

  it("redrives only the named consumer's queue", async () => {
    calls.length = 0;
    const redriven = await sqsDeadLetters({ queuePrefix: STACK, region: 'eu-west-2', endpoint }).redrive('routeSms');
    expect(redriven).toEqual([{ queue: QUEUES.routeSmsDead, moved: 0 }]);
    expect(calls.some((call) => call.target === 'AmazonSQS.StartMessageMoveTask')).toBe(false);
  });
});

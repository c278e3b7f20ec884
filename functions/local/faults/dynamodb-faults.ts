// DynamoDB's answers under faults: throttling (which the AWS SDK retries, with its backoff) on any try but the SDK's
// last, and a transaction cancelled for a conflict (which the SDK does not retry: our transactWrite does) once per
// transaction at most, so that every retry path is taken and none is asked to do more than AWS guarantees it can.

import { createHash } from 'node:crypto';
import type { Faults } from './faults.js';
import { sdkAttempt, type CannedAnswer, type ForwardedRequest } from './faulty-endpoint.js';

const TYPE_PREFIX = 'com.amazonaws.dynamodb.v20120810#';
/** Transactions remembered as already cancelled once; past this many the oldest are forgotten. */
const REMEMBERED = 50_000;

function dynamoError(type: string, body: Record<string, unknown>): CannedAnswer {
  return {
    status: 400,
    headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-requestid': `fault-${Date.now()}` },
    body: JSON.stringify({ __type: `${TYPE_PREFIX}${type}`, ...body }),
  };
}

const THROTTLES = [
  () =>
    dynamoError('ProvisionedThroughputExceededException', {
      message: 'The level of configured provisioned throughput for the table was exceeded.',
    }),
  () => dynamoError('ThrottlingException', { message: 'Throughput exceeds the current capacity of your table.' }),
];

/** The items of a TransactWriteItems, without the token the SDK draws anew for each call. */
function transactionIdentity(body: Buffer): { identity: string; items: number } {
  const parsed = JSON.parse(body.toString('utf8')) as { TransactItems?: unknown[]; ClientRequestToken?: string };
  const items = parsed.TransactItems ?? [];
  return { identity: createHash('sha256').update(JSON.stringify(items)).digest('hex'), items: items.length };
}

export function dynamoDbFaults(faults: Faults): (request: ForwardedRequest) => CannedAnswer | null {
  const cancelledOnce = new Set<string>();
  return (request) => {
    const operation = String(request.headers['x-amz-target'] ?? '').split('.')[1];
    const { attempt, max } = sdkAttempt(request.headers);
    if (attempt < max && faults.strikes('dynamo-throttle')) {
      return THROTTLES[Math.floor(Math.random() * THROTTLES.length)]!();
    }
    if (operation !== 'TransactWriteItems' || faults.rates['dynamo-conflict'] === 0) return null;
    const { identity, items } = transactionIdentity(request.body);
    if (cancelledOnce.has(identity) || !faults.strikes('dynamo-conflict')) return null;
    cancelledOnce.add(identity);
    if (cancelledOnce.size > REMEMBERED) cancelledOnce.delete(cancelledOnce.values().next().value!);
    const conflicted = Math.floor(Math.random() * items);
    const reasons = Array.from({ length: items }, (_, index) =>
      index === conflicted
        ? { Code: 'TransactionConflict', Message: 'Transaction is ongoing for the item' }
        : { Code: 'None' },
    );
    return dynamoError('TransactionCanceledException', {
      Message: `Transaction cancelled, please refer cancellation reasons for specific reasons [${reasons.map((reason) => reason.Code).join(', ')}]`,
      CancellationReasons: reasons,
    });
  };
}

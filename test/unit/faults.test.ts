import { describe, expect, it } from 'vitest';
import { dynamoDbFaults } from '../../functions/local/faults/dynamodb-faults.js';
import {
  DEFAULT_FAULT_RATES,
  FaultSettingsError,
  createFaults,
  parseFaults,
} from '../../functions/local/faults/faults.js';

const transaction = (items: unknown[], token: string, attempt = 1) => ({
  method: 'POST',
  url: '/',
  headers: { 'x-amz-target': 'DynamoDB_20120810.TransactWriteItems', 'amz-sdk-request': `attempt=${attempt}; max=3` },
  body: Buffer.from(JSON.stringify({ TransactItems: items, ClientRequestToken: token })),
});

describe('FAULTS', () => {
  it('is off when unset or empty, and reads default, bare names and rates, later items winning', () => {
    expect(parseFaults(undefined)).toBeNull();
    expect(parseFaults(' ')).toBeNull();
    expect(parseFaults('default')).toEqual(DEFAULT_FAULT_RATES);
    expect(parseFaults('default,ses-fail=0.5,sqs-delay')).toEqual({
      ...DEFAULT_FAULT_RATES,
      'ses-fail': 0.5,
      'sqs-delay': 1,
    });
    expect(parseFaults('consumer-crash=0')).toMatchObject({ 'consumer-crash': 0, 'dynamo-throttle': 0 });
  });

  it('refuses an unknown fault or a rate outside 0 to 1, naming the faults it knows', () => {
    for (const value of ['dynamo-slow', 'ses-fail=2', 'ses-fail=-0.1', 'ses-fail=often']) {
      expect(() => parseFaults(value)).toThrow(FaultSettingsError);
    }
    expect(() => parseFaults('x')).toThrow(/dynamo-throttle, dynamo-conflict, ses-fail/);
  });

  it('throttles DynamoDB on any try but the SDK last, as an AWS error the SDK retries', () => {
    const rule = dynamoDbFaults(createFaults({ ...parseFaults('dynamo-throttle')! }));
    const get = (attempt: number) => ({
      method: 'POST',
      url: '/',
      headers: { 'x-amz-target': 'DynamoDB_20120810.GetItem', 'amz-sdk-request': `attempt=${attempt}; max=3` },
      body: Buffer.from('{}'),
    });
    const answer = rule(get(1))!;
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).__type).toMatch(
      /^com\.amazonaws\.dynamodb\.v20120810#(ProvisionedThroughputExceededException|ThrottlingException)$/,
    );
    expect(rule(get(2))).not.toBeNull();
    expect(rule(get(3))).toBeNull();
  });

  it('cancels a transaction for a conflict once, whatever token the SDK drew for the retry', () => {
    const faults = createFaults(parseFaults('dynamo-conflict')!);
    const rule = dynamoDbFaults(faults);
    const items = [{ Put: { TableName: 't', Item: { pk: { S: 'a' } } } }, { Delete: { TableName: 't', Key: {} } }];
    const first = JSON.parse(rule(transaction(items, 'token-1'))!.body);
    expect(first.__type).toBe('com.amazonaws.dynamodb.v20120810#TransactionCanceledException');
    expect(first.CancellationReasons.map((reason: { Code: string }) => reason.Code).sort()).toEqual([
      'None',
      'TransactionConflict',
    ]);
    expect(rule(transaction(items, 'token-2'))).toBeNull();
    expect(rule(transaction([{ Put: { TableName: 't', Item: { pk: { S: 'b' } } } }], 'token-3'))).not.toBeNull();
    expect(faults.counts()).toBe('dynamo-conflict 2');
  });
});

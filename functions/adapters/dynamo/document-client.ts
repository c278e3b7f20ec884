// One DynamoDB document client per process, pointed at DynamoDB Local when DYNAMODB_ENDPOINT is set.

import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  QueryCommand,
  TransactWriteCommand,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { awsClientOptions } from '../aws-client-options.js';
import { tracer } from '../tracer.js';

export interface TableClient {
  doc: DynamoDBDocumentClient;
  tableName: string;
}

export function createTableClient(options: { tableName: string; region: string; endpoint?: string }): TableClient {
  const client = tracer.captureAWSv3Client(new DynamoDBClient(awsClientOptions(options.region, options.endpoint)));
  const doc = DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true },
  });
  return { doc, tableName: options.tableName };
}

/** Why each item of a cancelled transaction failed, in the order the items were given ('None' where it did not). */
export function cancellationCodes(error: unknown): (string | undefined)[] {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return [];
  const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  return reasons.map((reason) => reason.Code);
}

/** The items of each transaction `transactWrite` saw cancelled, so that a failure is read by item, not by position. */
const cancelledTransactions = new WeakMap<object, TransactItems>();

/**
 * True when the transaction was cancelled because the condition of this very item did not hold. The item is found by
 * identity among those `transactWrite` sent, so a repository names the item it means (its order, its ledger
 * reference), and putting other items before it in the transaction cannot make it read another item's reason.
 */
export function conditionFailedOn(error: unknown, item: TransactItems[number]): boolean {
  const items = error instanceof Error ? cancelledTransactions.get(error) : undefined;
  if (!items) return false;
  const index = items.indexOf(item);
  return index >= 0 && cancellationCodes(error)[index] === 'ConditionalCheckFailed';
}

/** True when a write failed only because its condition did not hold (also inside a transaction). */
export function isConditionFailure(error: unknown): boolean {
  if (error instanceof Error && error.name === 'ConditionalCheckFailedException') return true;
  return cancellationCodes(error).includes('ConditionalCheckFailed');
}

export type TransactItems = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>;

function isTransactionConflict(error: unknown): boolean {
  const codes = cancellationCodes(error);
  return codes.includes('TransactionConflict') && !codes.includes('ConditionalCheckFailed');
}

/**
 * TransactWriteItems, retried when another transaction touched the same items at the same moment
 * (DynamoDB cancels with TransactionConflict and the SDK does not retry it). Conditions that fail are final.
 */
export async function transactWrite(doc: DynamoDBDocumentClient, items: TransactItems, attempts = 8): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await doc.send(new TransactWriteCommand({ TransactItems: items }));
      return;
    } catch (error) {
      if (!isTransactionConflict(error) || attempt >= attempts) {
        if (error instanceof Error) cancelledTransactions.set(error, items);
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * 2 ** attempt));
    }
  }
}

/** Every item a query finds, following its pages. */
export async function queryAll(doc: DynamoDBDocumentClient, input: QueryCommandInput): Promise<Record<string, any>[]> {
  const items: Record<string, any>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await doc.send(new QueryCommand({ ...input, ExclusiveStartKey: startKey }));
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

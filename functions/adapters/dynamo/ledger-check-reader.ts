// What the books' check reads (docs/decisions/026 "ledger:check", 064 for payouts): the table in Scan pages, and the consistent reads
// that check each record. An operator's and a load run's read, never a request's (005 keeps Scans off request paths).

import { GetCommand, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { CheckedRecord, LedgerCheckReader } from '../../domain/audit/ports.js';
import { parseNotification } from '../../domain/payments/payment-update.js';
import { anonymousOrderFromItem, anonymousOrderKey } from './anonymous-order-entity.js';
import type { TableClient } from './document-client.js';
import { leaseFromItem, leaseKey } from './lease-entity.js';
import { ledgerReferenceKey } from './ledger-reference-entity.js';
import { orderFromItem, orderKey } from './one-time-order-entity.js';
import { HELD_NOTIFICATIONS_GSI_PK, notificationFromItem } from './payment-notification-entity.js';
import { owedRefundFromItem, owedRefundKey } from './owed-refund-entity.js';
import { paymentFromItem } from './payment-entity.js';
import { payoutFromItem, payoutKey } from './payout-entity.js';
import { numberFromItem, numberKey } from './phone-number-entity.js';
import { userKey } from './user-entity.js';
import { TRANSACTION_SK_PREFIX } from './wallet-transaction-entity.js';

/** Items read per Scan page: the check holds one page (and its lookups) in memory at a time. */
const SCAN_PAGE_ITEMS = 200;
const CHECKED_ENTITIES = ['User', 'Payment', 'PhoneNumber', 'OneTimeOrder', 'Lease', 'OwedRefund', 'Payout'];

type Item = Record<string, any>;

function checkedRecord(item: Item): CheckedRecord {
  switch (item.entity) {
    case 'User':
      return { kind: 'wallet', userId: item.id };
    case 'Payment':
      return { kind: 'payment', payment: paymentFromItem(item) };
    case 'PhoneNumber':
      return { kind: 'number', number: numberFromItem(item) };
    case 'OneTimeOrder':
      return { kind: 'oneTimeOrder', order: orderFromItem(item) };
    case 'OwedRefund':
      return { kind: 'owed', owed: owedRefundFromItem(item) };
    case 'Payout':
      return { kind: 'payout', payout: payoutFromItem(item) };
    default:
      return { kind: 'lease', lease: leaseFromItem(item) };
  }
}

type PageRead = (startKey?: Item) => Promise<{ Items?: Item[]; LastEvaluatedKey?: Item }>;

/** Every item a Scan or Query finds, one of DynamoDB's pages at a time. */
async function* pages(read: PageRead) {
  let startKey: Item | undefined;
  do {
    const page = await read(startKey);
    yield page.Items ?? [];
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}

export function createLedgerCheckReader(table: TableClient): LedgerCheckReader {
  const { doc, tableName } = table;
  const get = async (Key: Item) =>
    (await doc.send(new GetCommand({ TableName: tableName, Key, ConsistentRead: true }))).Item;
  const names = Object.fromEntries(CHECKED_ENTITIES.map((entity, i) => [`:e${i}`, entity]));
  return {
    async *records() {
      const scan: PageRead = (startKey) =>
        doc.send(
          new ScanCommand({
            TableName: tableName,
            FilterExpression: `entity IN (${Object.keys(names).join(', ')})`,
            ExpressionAttributeValues: names,
            Limit: SCAN_PAGE_ITEMS,
            ConsistentRead: true,
            ExclusiveStartKey: startKey,
          }),
        );
      for await (const items of pages(scan)) yield items.map(checkedRecord);
    },

    async walletBalance(userId) {
      return ((await get(userKey(userId)))?.walletBalanceCents as number | undefined) ?? 0;
    },

    async *ledgerPages(userId) {
      const query: PageRead = (startKey) =>
        doc.send(
          new QueryCommand({
            TableName: tableName,
            KeyConditionExpression: 'pk = :pk AND begins_with(sk, :txn)',
            ExpressionAttributeValues: { ':pk': userKey(userId).pk, ':txn': TRANSACTION_SK_PREFIX },
            ProjectionExpression: 'kind, amountCents',
            ConsistentRead: true,
            ExclusiveStartKey: startKey,
          }),
        );
      for await (const items of pages(query)) {
        yield items.map((item) => ({ kind: item.kind, amountCents: item.amountCents }));
      }
    },

    async referenceExists(reference) {
      return (await get(ledgerReferenceKey(reference))) !== undefined;
    },

    async anonymousOrder(id) {
      const item = await get(anonymousOrderKey(id));
      return item ? anonymousOrderFromItem(item) : null;
    },

    async owedRefund(orderId) {
      const item = await get(owedRefundKey(orderId));
      return item ? owedRefundFromItem(item) : null;
    },

    async payout(id) {
      const item = await get(payoutKey(id));
      return item ? payoutFromItem(item) : null;
    },

    async phoneNumber(number) {
      const item = await get(numberKey(number));
      return item ? numberFromItem(item) : null;
    },

    async heldRecord(holding) {
      const key = holding.kind === 'lease' ? leaseKey(holding.owner, holding.id) : orderKey(holding.owner, holding.id);
      const item = await get(key);
      if (!item) return null;
      const windowOpen = holding.kind !== 'lease' && (item.windowClosedAt ?? null) === null;
      return { status: item.status as string, phoneNumber: item.phoneNumber as string, windowOpen };
    },

    async heldPaymentIds() {
      const ids = new Set<string>();
      const query: PageRead = (startKey) =>
        doc.send(
          new QueryCommand({
            TableName: tableName,
            IndexName: 'gsi1',
            KeyConditionExpression: 'gsi1pk = :held',
            ExpressionAttributeValues: { ':held': HELD_NOTIFICATIONS_GSI_PK },
            ExclusiveStartKey: startKey,
          }),
        );
      for await (const items of pages(query)) {
        for (const item of items) {
          const notification = notificationFromItem(item);
          // A fulfilled hold's money bought what it was for: its payment is checked as any paid order's.
          if (notification.resolution?.action === 'fulfil') continue;
          const parsed = parseNotification(notification);
          if (parsed.ok) ids.add(parsed.update.paymentId);
        }
      }
      return ids;
    },
  };
}

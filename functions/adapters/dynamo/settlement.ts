// How a sale is paid for, as items of its transaction: a member's debit, or the anonymous order it fulfils, with the
// sale's revenue counters.

import type { SaleKind } from '../../domain/admin/ports.js';
import type { Settlement, SettlementFailure, StockCounts } from '../../domain/stock/ports.js';
import type { HoldClosure, SaleMail } from '../../domain/stock/ports.js';
import { auditEntryWrite } from './audit-entry-entity.js';
import { addressConfirmationToItem } from './address-confirmation-entity.js';
import { outboxPuts } from './outbox-entity.js';
import { anonymousOrderKey } from './anonymous-order-entity.js';
import { conditionFailedOn, type TransactItems } from './document-client.js';
import { owedRefundKey } from './owed-refund-entity.js';
import { paymentKey } from './payment-entity.js';
import { resolvedNotificationUpdate } from './payment-notification-entity.js';
import { salesCounterUpdates } from './sales-counter-entity.js';
import { ledgerWrite } from './wallet-repository.js';

export interface SettlementWrite<S extends Settlement> {
  /** Put these in the transaction with the caller's own items; each side reads its failures by item (conditionFailedOn). */
  items: TransactItems;
  /** A member's debit's ledger id, for a sale whose record carries it instead of a reference marker. */
  ledgerEntryId?: string;
  /** The settlement's own kind of failure, read by its items, or null when the transaction failed for another reason. */
  failure(error: unknown): SettlementFailure<S> | null;
}

/** What the buyer paid: the member's debit, or the anonymous order's price. */
const paidCents = (settlement: Settlement) =>
  settlement.kind === 'wallet' ? settlement.debit.amountCents : settlement.amountCents;

/**
 * A member's debit (ledgerWrite), or, for an order paid in crypto, its phone number set once: the condition makes
 * a second delivery of PaymentCompleted fulfil nothing, whatever stock it picked. Either way the sale is counted
 * (revenue and the day's orders) in the same transaction, so only a sale that happens is counted, once.
 */
export function settlementWrite<S extends Settlement>(
  tableName: string,
  settlement: S,
  sale: { kind: SaleKind; phoneNumber: string; stock?: Partial<StockCounts>; numberCostCents?: number },
  now: Date,
  /** The sale's own record (an order, a lease) carries the debit's id, put once: no reference marker. */
  entryOnRecord = false,
): SettlementWrite<S> {
  // The casts state what the conditional type SettlementFailure<S> says: each kind fails in its own way.
  type Failure = SettlementFailure<S>;
  const counters = [
    ...salesCounterUpdates(tableName, {
      kind: sale.kind,
      amountCents: paidCents(settlement),
      soldAt: now,
      stock: sale.stock,
      numberCostCents: sale.numberCostCents,
    }),
    ...saleMailItems(tableName, settlement.mail),
  ];
  if (settlement.kind === 'wallet') {
    // The sale's record and stock conditions make the debit once; a receipt finds the debit by its reference,
    // through the marker or, for a record that carries the entry's id, through the record (docs/decisions/047).
    const ledger = ledgerWrite(tableName, [settlement.debit], now, { markers: !entryOnRecord });
    return {
      items: [...ledger.items, ...counters],
      ...(entryOnRecord ? { ledgerEntryId: ledger.ids[0] } : {}),
      failure: (error) => (ledger.failure(error) === 'insufficientBalance' ? ('insufficientBalance' as Failure) : null),
    };
  }
  const order = {
    Update: {
      TableName: tableName,
      Key: anonymousOrderKey(settlement.orderId),
      UpdateExpression: 'SET phoneNumber = :number, fulfilledAt = :now',
      ConditionExpression:
        '#status = :paid AND (attribute_not_exists(phoneNumber) OR attribute_type(phoneNumber, :null))',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':number': sale.phoneNumber,
        ':now': now.toISOString(),
        ':paid': 'paid',
        ':null': 'NULL',
      },
    },
  };
  const hold = settlement.closesHold ? holdClosureItems(tableName, settlement.closesHold, now) : [];
  // What the held order owed its buyer is owed no more: they get what they paid for, unless they took it back first.
  const owed = settlement.closesHold ? owedWithdrawal(tableName, settlement.orderId) : null;
  return {
    items: [order, ...hold, ...(owed ? [owed] : []), ...counters],
    // A hold resolved by another operator first fails the sale the same way: the caller reads who resolved it.
    failure: (error) =>
      conditionFailedOn(error, order) ||
      (hold[0] && conditionFailedOn(error, hold[0])) ||
      (owed && conditionFailedOn(error, owed))
        ? ('alreadyFulfilled' as Failure)
        : null,
  };
}

/** The emails the sale causes, and the confirmation token one of them carries (docs/decisions/053). */
function saleMailItems(tableName: string, mail: SaleMail | undefined): TransactItems {
  if (!mail) return [];
  const token = mail.confirmation
    ? [{ Put: { TableName: tableName, Item: addressConfirmationToItem(mail.confirmation) } }]
    : [];
  return [...token, ...outboxPuts(tableName, mail.outbox)];
}

/** The held notification resolved, once, and its payment's held money released: the order got what it paid for. */
function holdClosureItems(tableName: string, closure: HoldClosure, now: Date): TransactItems {
  return [
    resolvedNotificationUpdate(tableName, closure.notificationId, closure.resolution),
    auditEntryWrite(tableName, closure.audit),
    {
      Update: {
        TableName: tableName,
        Key: paymentKey(closure.paymentId),
        UpdateExpression: 'SET heldCents = :none, updatedAt = :now',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':none': 0, ':now': now.toISOString() },
      },
    },
  ];
}

/** The order's owed amount removed, provided its buyer has not taken it (docs/decisions/063). */
function owedWithdrawal(tableName: string, orderId: string): TransactItems[number] {
  return {
    Delete: {
      TableName: tableName,
      Key: owedRefundKey(orderId),
      ConditionExpression: 'attribute_not_exists(pk) OR #state IN (:owed, :failed)',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':owed': 'owed', ':failed': 'failed' },
    },
  };
}

// Payments in the single table; applying an IPN moves the payment, the ledger and the order in one transaction.

import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PaymentRepository } from '../../domain/payments/ports.js';
import { ORDER_STATUS_FOR, type Payment, type PaymentStatus } from '../../domain/payments/payment.js';
import { isConditionFailure, transactWrite, type TableClient, type TransactItems } from './document-client.js';
import { anonymousOrderKey } from './anonymous-order-entity.js';
import { paymentFromItem, paymentKey, paymentToItem, providerRefIndexKey } from './payment-entity.js';
import { ledgerWrite } from './wallet-repository.js';
import { outboxPuts } from './outbox-entity.js';

/**
 * An anonymous order follows its payment: from the status that goes with the payment's status as read (underpaid
 * after a partial payment, not only pending) to the one that goes with its next, so a full payment after an
 * underpayment, or a failure after it, reaches the order.
 */
function orderMove(
  tableName: string,
  orderId: string,
  from: PaymentStatus,
  to: PaymentStatus,
  keep: boolean,
): TransactItems[number] {
  return {
    Update: {
      TableName: tableName,
      Key: anonymousOrderKey(orderId),
      UpdateExpression: `SET #status = :to${keep ? ' REMOVE #ttl' : ''}`,
      ConditionExpression: '#status = :from',
      ExpressionAttributeNames: { '#status': 'status', ...(keep ? { '#ttl': 'ttl' } : {}) },
      ExpressionAttributeValues: { ':to': ORDER_STATUS_FOR[to], ':from': ORDER_STATUS_FOR[from] },
    },
  };
}

/**
 * The order's move, for an order's own payment; a renewal of its lease leaves the order as it is (paid and fulfilled):
 * its own payment's status says where the renewal stands (docs/decisions/062).
 */
function orderMoves(
  tableName: string,
  payment: Payment,
  from: PaymentStatus,
  to: PaymentStatus,
  keep: boolean,
): TransactItems {
  return payment.orderId && payment.purpose === 'order' ? [orderMove(tableName, payment.orderId, from, to, keep)] : [];
}

export function createPaymentRepository({ doc, tableName }: TableClient): PaymentRepository {
  return {
    async create(payment) {
      await doc.send(
        new PutCommand({
          TableName: tableName,
          Item: paymentToItem(payment),
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    },

    async find(id) {
      const { Item } = await doc.send(
        new GetCommand({ TableName: tableName, Key: paymentKey(id), ConsistentRead: true }),
      );
      return Item ? paymentFromItem(Item) : null;
    },

    async findByProviderRef(providerRef) {
      const { gsi2pk, gsi2sk } = providerRefIndexKey(providerRef);
      const { Items = [] } = await doc.send(
        new QueryCommand({
          TableName: tableName,
          IndexName: 'gsi2',
          KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk = :sk',
          ExpressionAttributeValues: { ':pk': gsi2pk, ':sk': gsi2sk },
          Limit: 1,
        }),
      );
      return Items[0] ? paymentFromItem(Items[0]) : null;
    },

    async recordCheckout(id, checkout, now) {
      const { gsi2pk, gsi2sk } = providerRefIndexKey(checkout.providerRef);
      await doc.send(
        new UpdateCommand({
          TableName: tableName,
          Key: paymentKey(id),
          UpdateExpression:
            'SET providerRef = :ref, providerDeadline = :deadline, checkoutUrl = :url, cryptoAddress = :address, ' +
            'cryptoAmount = :amount, updatedAt = :now, gsi2pk = :gsi2pk, gsi2sk = :gsi2sk',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: {
            ':ref': checkout.providerRef,
            ':deadline': checkout.providerDeadline,
            ':gsi2pk': gsi2pk,
            ':gsi2sk': gsi2sk,
            ':url': checkout.checkoutUrl,
            ':address': checkout.cryptoAddress,
            ':amount': checkout.cryptoAmount,
            ':now': now.toISOString(),
          },
        }),
      );
    },

    async markFailed(payment, now) {
      // An anonymous order fails with its payment, so nothing is left waiting as if the checkout had opened.
      await transactWrite(doc, [
        {
          Update: {
            TableName: tableName,
            Key: paymentKey(payment.id),
            UpdateExpression: 'SET #status = :failed, updatedAt = :now',
            ConditionExpression: '#status = :pending',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':failed': 'failed', ':pending': 'pending', ':now': now.toISOString() },
          },
        },
        ...orderMoves(tableName, payment, 'pending', 'failed', false),
      ]);
    },

    async applyDecision(payment, next, entries, now, outbox) {
      const ledger = ledgerWrite(tableName, entries, now);
      // Once money has arrived the payment and its anonymous order are kept: their TTL goes.
      const keep = next.creditedCents > 0;
      try {
        await transactWrite(doc, [
          ...ledger.items,
          {
            Update: {
              TableName: tableName,
              Key: paymentKey(payment.id),
              UpdateExpression: `SET #status = :status, creditedCents = :credited, updatedAt = :now${keep ? ' REMOVE #ttl' : ''}`,
              // Optimistic: applies only to the payment as it was read, so concurrent IPNs cannot both apply.
              ConditionExpression: '#status = :previous AND creditedCents = :previousCredited',
              ExpressionAttributeNames: { '#status': 'status', ...(keep ? { '#ttl': 'ttl' } : {}) },
              ExpressionAttributeValues: {
                ':status': next.status,
                ':credited': next.creditedCents,
                ':now': now.toISOString(),
                ':previous': payment.status,
                ':previousCredited': payment.creditedCents,
              },
            },
          },
          ...orderMoves(tableName, payment, payment.status, next.status, keep),
          ...outboxPuts(tableName, outbox),
        ]);
        return 'applied';
      } catch (error) {
        if (ledger.failure(error) === 'duplicate' || isConditionFailure(error)) return 'stale';
        throw error;
      }
    },
  };
}

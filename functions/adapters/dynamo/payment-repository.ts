// Payments in the single table; applying an IPN moves the payment, the ledger and the order in one transaction.

import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PaymentRepository } from '../../domain/ports.js';
import type { Payment } from '../../domain/payments/payment.js';
import { isConditionFailure, transactWrite, type TableClient, type TransactItems } from './document-client.js';
import { anonymousOrderKey } from './anonymous-order-repository.js';
import { ledgerWrite } from './wallet-repository.js';

export const paymentKey = (id: string) => ({ pk: `PAYMENT#${id}`, sk: 'PAYMENT' });

export function paymentItem(payment: Payment) {
  return {
    ...paymentKey(payment.id),
    ...(payment.userId ? { gsi1pk: `USERPAYMENTS#${payment.userId}`, gsi1sk: payment.createdAt } : {}),
    entity: 'Payment',
    version: 1,
    ...payment,
  };
}

function paymentFromItem(item: Record<string, any>): Payment {
  return {
    id: item.id,
    provider: item.provider,
    purpose: item.purpose,
    userId: item.userId ?? null,
    orderId: item.orderId ?? null,
    amountCents: item.amountCents,
    currency: item.currency,
    coin: item.coin,
    status: item.status,
    creditedCents: item.creditedCents,
    providerRef: item.providerRef ?? null,
    checkoutUrl: item.checkoutUrl ?? null,
    cryptoAddress: item.cryptoAddress ?? null,
    cryptoAmount: item.cryptoAmount ?? null,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  };
}

export function createPaymentRepository({ doc, tableName }: TableClient): PaymentRepository {
  return {
    async create(payment) {
      await doc.send(
        new PutCommand({
          TableName: tableName,
          Item: paymentItem(payment),
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

    async recordCheckout(id, checkout, now) {
      await doc.send(
        new UpdateCommand({
          TableName: tableName,
          Key: paymentKey(id),
          UpdateExpression:
            'SET providerRef = :ref, checkoutUrl = :url, cryptoAddress = :address, cryptoAmount = :amount, updatedAt = :now',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: {
            ':ref': checkout.providerRef,
            ':url': checkout.checkoutUrl,
            ':address': checkout.cryptoAddress,
            ':amount': checkout.cryptoAmount,
            ':now': now.toISOString(),
          },
        }),
      );
    },

    async markFailed(id, now) {
      await doc.send(
        new UpdateCommand({
          TableName: tableName,
          Key: paymentKey(id),
          UpdateExpression: 'SET #status = :failed, updatedAt = :now',
          ConditionExpression: '#status = :pending',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':failed': 'failed', ':pending': 'pending', ':now': now.toISOString() },
        }),
      );
    },

    async applyDecision(payment, next, entries, now) {
      const ledger = ledgerWrite(tableName, entries, now);
      const orderItems: TransactItems =
        payment.orderId && next.status !== payment.status
          ? [
              {
                Update: {
                  TableName: tableName,
                  Key: anonymousOrderKey(payment.orderId),
                  UpdateExpression: 'SET #status = :status',
                  ConditionExpression: '#status = :pending',
                  ExpressionAttributeNames: { '#status': 'status' },
                  ExpressionAttributeValues: {
                    ':status':
                      next.status === 'completed'
                        ? 'paid'
                        : next.status === 'partially_paid'
                          ? 'underpaid'
                          : 'payment_failed',
                    ':pending': 'pending_payment',
                  },
                },
              },
            ]
          : [];
      try {
        await transactWrite(doc, [
          ...ledger.items,
          {
            Update: {
              TableName: tableName,
              Key: paymentKey(payment.id),
              UpdateExpression: 'SET #status = :status, creditedCents = :credited, updatedAt = :now',
              // Optimistic: applies only to the payment as it was read, so concurrent IPNs cannot both apply.
              ConditionExpression: '#status = :previous AND creditedCents = :previousCredited',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: {
                ':status': next.status,
                ':credited': next.creditedCents,
                ':now': now.toISOString(),
                ':previous': payment.status,
                ':previousCredited': payment.creditedCents,
              },
            },
          },
          ...orderItems,
        ]);
        return 'applied';
      } catch (error) {
        if (ledger.failure(error) === 'duplicate' || isConditionFailure(error)) return 'stale';
        throw error;
      }
    },
  };
}

import { describe, expect, inject, it } from 'vitest';
import { createAnonymousOrderRepository } from '../../functions/adapters/dynamo/anonymous-order-repository.js';
import { createPaymentRepository } from '../../functions/adapters/dynamo/payment-repository.js';
import { queryAll } from '../../functions/adapters/dynamo/document-client.js';
import { createCoinPaymentsClient } from '../../functions/adapters/payments/coinpayments-client.js';
import { createNowPaymentsClient } from '../../functions/adapters/payments/nowpayments-client.js';
import { unguessableId } from '../../functions/domain/ids.js';
import type { AnonymousOrder } from '../../functions/domain/orders/anonymous-order.js';
import { newPayment, openCheckout } from '../../functions/domain/payments/start-checkout.js';
import { LOCAL_DEFAULTS } from '../../functions/local/local-defaults.js';
import { SIMULATOR_PATHS } from '../../functions/local/simulators/paths.js';
import { MALFORMED_ANSWER_PRICE } from '../../functions/local/simulators/page.js';
import { MESSAGES } from '../../shared/messages.js';
import { registeredMember } from '../support/http.js';
import { balance } from '../support/payments.js';
import { localTable } from '../support/table.js';

const table = localTable();
const MALFORMED_CENTS = Math.round(MALFORMED_ANSWER_PRICE * 100);
const PROVIDERS = [
  ['coinpayments', 'BTC'],
  ['nowpayments', 'btc'],
] as const;

/** The member's payments as stored, whatever their status. */
async function storedPayments(userId: string) {
  return queryAll(table.doc, {
    TableName: table.tableName,
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': `USERPAYMENTS#${userId}` },
  });
}

describe("a provider's malformed answer is a failure, never a payment page", () => {
  it.each(PROVIDERS)(
    'answers a member top-up through %s with "Failed to create payment" and keeps no pending payment',
    async (provider, coin) => {
      const { client, user } = await registeredMember(`malformed-${provider}`);
      const reply = await client.post(`/users/${provider}.php`, {
        amount: MALFORMED_CENTS,
        currency: 'USD',
        crypto_currency: coin,
      });
      expect(reply.status).toBe(502);
      expect(reply.body).toEqual({ success: false, error: MESSAGES.paymentCreateFailed });
      const payments = await storedPayments(user.id);
      expect(payments.map((payment) => [payment.status, payment.checkoutUrl ?? null])).toEqual([['failed', null]]);
      expect(await balance(client)).toBe(0);
    },
  );

  it.each(PROVIDERS)(
    'fails an anonymous order through %s with its payment, so the buyer is never left waiting on it',
    async (provider, coin) => {
      const siteUrl = inject('siteUrl');
      const providers = {
        coinpayments: createCoinPaymentsClient({
          apiUrl: `${siteUrl}${SIMULATOR_PATHS.coinpaymentsApi}`,
          publicKey: LOCAL_DEFAULTS.COINPAYMENTS_PUBLIC_KEY,
          privateKey: LOCAL_DEFAULTS.COINPAYMENTS_PRIVATE_KEY,
        }),
        nowpayments: createNowPaymentsClient({
          apiUrl: `${siteUrl}${SIMULATOR_PATHS.nowpaymentsApi}`,
          apiKey: LOCAL_DEFAULTS.NOWPAYMENTS_API_KEY,
        }),
      };
      const payments = createPaymentRepository(table);
      const anonymousOrders = createAnonymousOrderRepository(table);
      const now = new Date();
      const order: AnonymousOrder = {
        id: unguessableId(),
        type: provider === 'coinpayments' ? 'one-time' : 'buy',
        serviceId: provider === 'coinpayments' ? 1 : null,
        serviceName: 'Priced for the simulator',
        priceCents: MALFORMED_CENTS,
        email: null,
        emailConfirmedAt: null,
        paymentId: unguessableId(),
        status: 'pending_payment',
        phoneNumber: null,
        createdAt: now.toISOString(),
      };
      const payment = newPayment(
        { id: order.paymentId, provider, purpose: 'order', amountCents: MALFORMED_CENTS, coin },
        { userId: null, orderId: order.id },
        now,
      );
      await anonymousOrders.create(order, payment);

      const opened = openCheckout(
        { clock: { now: () => new Date() }, payments, providers, publicUrl: siteUrl },
        payment,
        {
          buyerEmail: 'anonymous@localhost',
          description: order.serviceName,
          returnPath: `/?order_id=${order.id}`,
        },
      );
      await expect(opened).rejects.toThrow(MESSAGES.paymentCreateFailed);
      expect((await anonymousOrders.find(order.id))!.status).toBe('payment_failed');
      expect(await payments.find(payment.id)).toMatchObject({ status: 'failed', checkoutUrl: null });
    },
  );
});

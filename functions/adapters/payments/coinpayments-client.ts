// CoinPayments' legacy API v1: create_transaction as an HMAC-signed form post, its answer checked with zod.

import * as z from 'zod';
import { centsToDecimal } from '../../../shared/money.js';
import type { PaymentProvider } from '../../domain/payments/ports.js';
import { CHECKOUT_URL_PROTOCOL, parseAnswer, postToProvider, providerFailure } from './provider-answer.js';
import { coinPaymentsSignature } from './signatures.js';

const PROVIDER = 'CoinPayments';

/** Every answer: `error` is 'ok' or the reason it failed. */
const apiAnswer = z.object({ error: z.string(), result: z.unknown() });

/** create_transaction's `result`: the fields we keep must be there. */
const createdTransaction = z.object({
  txn_id: z.string().min(1),
  checkout_url: z.url({ protocol: CHECKOUT_URL_PROTOCOL }),
  address: z.string().min(1).nullish(),
  amount: z.string().min(1).nullish(),
  timeout: z.coerce.number().int().positive().nullish(),
});

export function createCoinPaymentsClient(options: {
  apiUrl: string;
  publicKey: string;
  privateKey: string;
}): PaymentProvider {
  return {
    name: 'coinpayments',
    async createCheckout(request) {
      const body = new URLSearchParams({
        version: '1',
        cmd: 'create_transaction',
        key: options.publicKey,
        format: 'json',
        amount: centsToDecimal(request.amountCents),
        currency1: 'USD',
        currency2: request.coin,
        buyer_email: request.buyerEmail,
        item_name: request.description,
        invoice: request.paymentId,
        custom: request.paymentId,
        ipn_url: request.ipnUrl,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      }).toString();
      const { status, body: answer } = await postToProvider(PROVIDER, options.apiUrl, {
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          HMAC: coinPaymentsSignature(options.privateKey, body),
        },
        body,
      });
      const { error, result } = parseAnswer(PROVIDER, apiAnswer, answer, status);
      if (error !== 'ok') throw providerFailure(PROVIDER, 'refused create_transaction', { status, error });
      const created = parseAnswer(PROVIDER, createdTransaction, result, status);
      return {
        providerRef: created.txn_id,
        checkoutUrl: created.checkout_url,
        cryptoAddress: created.address ?? null,
        cryptoAmount: created.amount ?? null,
        timeoutSeconds: created.timeout ?? null,
      };
    },
  };
}

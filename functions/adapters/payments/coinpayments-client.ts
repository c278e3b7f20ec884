// CoinPayments' legacy API v1: create_transaction as an HMAC-signed form post (PROTOCOLS.md).

import { MESSAGES } from '../../../shared/messages.js';
import { centsToDecimal } from '../../../shared/money.js';
import { AppError } from '../../domain/errors.js';
import type { PaymentProvider } from '../../domain/ports.js';
import { logger } from '../logger.js';
import { coinPaymentsSignature } from './signatures.js';

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
      let answer: { error?: string; result?: Record<string, unknown> };
      try {
        const response = await fetch(options.apiUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            HMAC: coinPaymentsSignature(options.privateKey, body),
          },
          body,
          signal: AbortSignal.timeout(8_000),
        });
        answer = (await response.json()) as typeof answer;
      } catch (error) {
        logger.error('CoinPayments could not be reached', { error: error as Error });
        throw new AppError('providerUnavailable', MESSAGES.paymentCreateFailed);
      }
      const result = answer.result;
      if (answer.error !== 'ok' || !result) {
        logger.warn('CoinPayments refused create_transaction', { error: answer.error });
        throw new AppError('providerUnavailable', MESSAGES.paymentCreateFailed);
      }
      return {
        providerRef: String(result.txn_id),
        checkoutUrl: String(result.checkout_url ?? result.status_url),
        cryptoAddress: result.address ? String(result.address) : null,
        cryptoAmount: result.amount ? String(result.amount) : null,
      };
    },
  };
}

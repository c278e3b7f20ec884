// NOWPayments' API: POST /invoice with the x-api-key header (PROTOCOLS.md).

import { MESSAGES } from '../../../shared/messages.js';
import { centsToDecimal } from '../../../shared/money.js';
import { AppError } from '../../domain/errors.js';
import type { PaymentProvider } from '../../domain/ports.js';
import { logger } from '../logger.js';

export function createNowPaymentsClient(options: { apiUrl: string; apiKey: string }): PaymentProvider {
  return {
    name: 'nowpayments',
    async createCheckout(request) {
      let status: number;
      let answer: Record<string, unknown>;
      try {
        const response = await fetch(`${options.apiUrl.replace(/\/$/, '')}/invoice`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': options.apiKey },
          body: JSON.stringify({
            price_amount: Number(centsToDecimal(request.amountCents)),
            price_currency: 'usd',
            pay_currency: request.coin,
            ipn_callback_url: request.ipnUrl,
            order_id: request.paymentId,
            order_description: request.description,
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
          }),
          signal: AbortSignal.timeout(8_000),
        });
        status = response.status;
        answer = (await response.json()) as Record<string, unknown>;
      } catch (error) {
        logger.error('NOWPayments could not be reached', { error: error as Error });
        throw new AppError('providerUnavailable', MESSAGES.paymentCreateFailed);
      }
      if (status !== 200 && status !== 201) {
        logger.warn('NOWPayments refused the invoice', { status, message: answer.message });
        throw new AppError('providerUnavailable', MESSAGES.paymentCreateFailed);
      }
      return {
        providerRef: String(answer.id),
        checkoutUrl: String(answer.invoice_url),
        cryptoAddress: null,
        cryptoAmount: null,
      };
    },
  };
}

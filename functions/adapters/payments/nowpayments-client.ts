// NOWPayments' API: POST /invoice with the x-api-key header, its answer checked with zod.

import * as z from 'zod';
import { centsToDecimal } from '../../../shared/money.js';
import type { PaymentProvider } from '../../domain/payments/ports.js';
import { CHECKOUT_URL_PROTOCOL, parseAnswer, postToProvider, providerFailure } from './provider-answer.js';

const PROVIDER = 'NOWPayments';

/** POST /invoice's answer (201): the invoice's id and the page the buyer pays on must be there. */
const createdInvoice = z.object({
  id: z.union([z.string().min(1), z.number().int().positive()]).transform(String),
  invoice_url: z.url({ protocol: CHECKOUT_URL_PROTOCOL }),
});

export function createNowPaymentsClient(options: { apiUrl: string; apiKey: string }): PaymentProvider {
  return {
    name: 'nowpayments',
    async createCheckout(request) {
      const { status, body: answer } = await postToProvider(PROVIDER, `${options.apiUrl.replace(/\/$/, '')}/invoice`, {
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
      });
      if (status !== 200 && status !== 201) throw providerFailure(PROVIDER, 'refused the invoice', { status, answer });
      const invoice = parseAnswer(PROVIDER, createdInvoice, answer, status);
      return {
        providerRef: invoice.id,
        checkoutUrl: invoice.invoice_url,
        cryptoAddress: null,
        cryptoAmount: null,
        timeoutSeconds: null,
      };
    },
  };
}

// POST /users/coinpayments.php, /users/nowpayments.php and /users/payments.php: a member's crypto top-up;
// GET /users/coinpayments.php and /users/nowpayments.php?payment_id=: where it stands.

import type { PaymentProviderName } from '../../../shared/coins.js';
import { paymentIdQuery, paymentMethod, topUpRequest } from '../../../shared/schemas/payments.js';
import type { Dependencies } from '../../adapters/dependencies.js';
import { createTopUp, memberPayment } from '../../domain/payments/create-top-up.js';
import type { Payment } from '../../domain/payments/payment.js';
import type { Operation } from '../core/area-handler.js';
import { currentUser } from '../core/current-user.js';
import { jsonValue, queryParams, validate, type ApiRequest } from '../core/request.js';

function topUpView(payment: Payment) {
  return {
    payment_id: payment.id,
    transaction_id: payment.providerRef,
    payment_url: payment.checkoutUrl,
    checkout_url: payment.checkoutUrl,
    crypto_address: payment.cryptoAddress,
    crypto_amount: payment.cryptoAmount,
    crypto_currency: payment.coin,
    status: payment.status,
    amount: payment.amountCents,
    credited_amount: payment.creditedCents,
    provider: payment.provider,
    created_at: payment.createdAt,
  };
}

async function startTopUp(request: ApiRequest, deps: Dependencies, provider: PaymentProviderName, body: unknown) {
  const input = validate(topUpRequest(provider), body);
  const payment = await createTopUp(deps, currentUser(request), provider, {
    amountCents: input.amount,
    coin: input.crypto_currency,
    existingPaymentId: input.existing_payment_id,
  });
  return { status: 201, body: topUpView(payment) };
}

export const topUpThrough =
  (provider: PaymentProviderName): Operation =>
  (request, deps) =>
    startTopUp(request, deps, provider, jsonValue(request));

export const topUpByMethod: Operation = async (request, deps) => {
  const body = jsonValue(request);
  const { payment_method: method, ...rest } = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  return startTopUp(request, deps, validate(paymentMethod, method), rest);
};

export const topUpStatus: Operation = async (request, deps) => {
  const { payment_id: paymentId } = queryParams(request, paymentIdQuery);
  return { body: { payment: topUpView(await memberPayment(deps, currentUser(request), paymentId)) } };
};

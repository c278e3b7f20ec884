// GET /payment/coinpayments.php and /payment/nowpayments.php: create an anonymous order and its provider payment.

import type { PaymentProviderName } from '../../../shared/coins.js';
import { anonymousCheckoutQuery } from '../../../shared/schemas/payments.js';
import { createAnonymousOrder } from '../../domain/payments/create-anonymous-order.js';
import { limitByAddress } from '../core/address-limit.js';
import type { Operation } from '../core/area-handler.js';
import { queryParams } from '../core/request.js';

export const createAnonymousCheckout =
  (provider: PaymentProviderName): Operation =>
  async (request, deps) => {
    const query = queryParams(request, anonymousCheckoutQuery);
    await limitByAddress(request, deps, 'anonymousOrder');
    const { order, checkoutUrl } = await createAnonymousOrder(deps, provider, {
      type: query.type,
      serviceId: query.service_id ?? null,
      amountCents: query.amount,
      coin: query.crypto,
      email: query.email ?? null,
    });
    return { status: 201, body: { payment_url: checkoutUrl, order_id: order.id } };
  };

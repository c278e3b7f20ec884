// GET /anonymous/check-sms.php?order_id=: the code of an anonymous one-time order (polled every 3 s for 900 s).

import { orderIdQuery } from '../../../shared/schemas/payments.js';
import { anonymousOneTimeOrder } from '../../domain/orders/anonymous-purchase.js';
import { toOrderMessageViews } from '../../domain/orders/one-time-order.js';
import type { Operation } from '../core/area-handler.js';
import { queryParams } from '../core/request.js';

export const checkSms: Operation = async (request, deps) => {
  const order = await anonymousOneTimeOrder(deps, queryParams(request, orderIdQuery).order_id);
  return {
    body: {
      sms_code: order?.code ?? null,
      phone_number: order?.phoneNumber ?? null,
      status: order?.status ?? 'pending_payment',
      expires_at: order?.expiresAt ?? null,
      other_messages: order ? toOrderMessageViews(order) : [],
    },
  };
};

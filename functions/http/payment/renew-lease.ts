// POST /payment/renew-lease.php {order_id, crypto, amount}: an anonymous lease's "Keep this number" on its order's page
// (docs/decisions/062): opens a checkout for the renewal with the provider of the order's first payment.

import { leaseRenewalBody } from '../../../shared/schemas/payments.js';
import { startLeaseRenewal } from '../../domain/payments/start-lease-renewal.js';
import { limitByAddress } from '../core/address-limit.js';
import type { Operation } from '../core/area-handler.js';
import { jsonBody } from '../core/request.js';

export const renewAnonymousLease: Operation = async (request, deps) => {
  const body = jsonBody(request, leaseRenewalBody);
  await limitByAddress(request, deps, 'anonymousOrder');
  const started = await startLeaseRenewal(deps, body.order_id, { coin: body.crypto, amountCents: body.amount });
  return { status: 201, body: { payment_url: started.checkoutUrl, renewed_end_date: started.renewedEndDate } };
};

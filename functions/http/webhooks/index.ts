// The webhooks area's Lambda: the payment providers' IPNs (the SMS supplier's arrives with the numbers issue).

import { createAreaHandler } from '../core/area-handler.js';
import { receiveCoinPaymentsIpn } from './receive-coinpayments-ipn.js';
import { receiveNowPaymentsIpn } from './receive-nowpayments-ipn.js';

export const handler = createAreaHandler('webhooks', {
  'webhooks.coinPayments': receiveCoinPaymentsIpn,
  'webhooks.nowPayments': receiveNowPaymentsIpn,
});

// The webhooks area's Lambda: the payment providers' IPNs and the SMS supplier's inbound messages.

import { createAreaHandler } from '../core/area-handler.js';
import { receiveCoinPaymentsIpn } from './receive-coinpayments-ipn.js';
import { receiveNowPaymentsIpn } from './receive-nowpayments-ipn.js';
import { receiveSmsWebhook } from './receive-sms.js';

export const handler = createAreaHandler('webhooks', {
  'webhooks.coinPayments': receiveCoinPaymentsIpn,
  'webhooks.nowPayments': receiveNowPaymentsIpn,
  'webhooks.sms': receiveSmsWebhook,
});

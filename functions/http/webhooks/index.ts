// The webhooks area's Lambda: the payment providers' IPNs (payments', and CoinPayments' payouts') and the SMS supplier's inbound messages.

import { createAreaHandler } from '../core/area-handler.js';
import { countingRefusals } from './count-ipn-refusals.js';
import { receiveCoinPaymentsIpn } from './receive-coinpayments-ipn.js';
import { receiveCoinPaymentsPayoutIpn } from './receive-coinpayments-payout.js';
import { receiveNowPaymentsIpn } from './receive-nowpayments-ipn.js';
import { receiveSmsWebhook } from './receive-sms.js';

export const handler = createAreaHandler('webhooks', {
  'webhooks.coinPayments': countingRefusals(receiveCoinPaymentsIpn),
  'webhooks.coinPaymentsPayout': countingRefusals(receiveCoinPaymentsPayoutIpn),
  'webhooks.nowPayments': countingRefusals(receiveNowPaymentsIpn),
  'webhooks.sms': receiveSmsWebhook,
});

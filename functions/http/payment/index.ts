// The payment area's Lambda: anonymous checkout, its status, a lease's confirmation link sent again, an anonymous
// lease's renewal, and the coin lists.

import { createAreaHandler } from '../core/area-handler.js';
import { checkOrderPayment } from './check-order-payment.js';
import { availableCoins, coinPaymentsCoins } from './coins.js';
import { createAnonymousCheckout } from './create-anonymous-checkout.js';
import { resendOrderConfirmationOperation } from './resend-confirmation.js';
import { renewAnonymousLease } from './renew-lease.js';

export const handler = createAreaHandler('payment', {
  'payment.availableCoins': availableCoins,
  'payment.coinPaymentsCoins': coinPaymentsCoins,
  'payment.createCoinPayments': createAnonymousCheckout('coinpayments'),
  'payment.createNowPayments': createAnonymousCheckout('nowpayments'),
  'payment.checkStatus': checkOrderPayment,
  'payment.resendConfirmation': resendOrderConfirmationOperation,
  'payment.renewLease': renewAnonymousLease,
});

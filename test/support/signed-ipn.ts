// A CoinPayments IPN signed with the local secret, as the provider would post it: for the integration and browser
// suites alike (it needs no test runner).

import { coinPaymentsSignature } from '../../functions/adapters/payments/signatures.js';
import { LOCAL_DEFAULTS } from '../../functions/local/local-defaults.js';

export function signedCoinPaymentsIpn(
  fields: Record<string, string>,
  secret: string = LOCAL_DEFAULTS.COINPAYMENTS_IPN_SECRET,
) {
  const body = new URLSearchParams({
    ipn_version: '1.0',
    ipn_type: 'api',
    ipn_mode: 'hmac',
    ipn_id: `test${Math.random().toString(16).slice(2)}`,
    merchant: LOCAL_DEFAULTS.COINPAYMENTS_MERCHANT_ID,
    ...fields,
  }).toString();
  return { body, hmac: coinPaymentsSignature(secret, body) };
}

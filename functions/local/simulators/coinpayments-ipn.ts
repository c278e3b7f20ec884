// A CoinPayments IPN as the simulator posts it, for a deposit or a withdrawal: the common fields (version, type, hmac
// mode, a fresh id, the merchant) and the type's own, form-encoded and HMAC-SHA512-signed with the IPN secret.

import { randomBytes } from 'node:crypto';
import { coinPaymentsSignature } from '../../adapters/payments/signatures.js';
import type { SignedNotification } from './checkout-pages.js';

export function signedCoinPaymentsIpn(type: 'api' | 'withdrawal', fields: Record<string, string>): SignedNotification {
  const env = process.env;
  const body = new URLSearchParams({
    ipn_version: '1.0',
    ipn_type: type,
    ipn_mode: 'hmac',
    ipn_id: randomBytes(16).toString('hex'),
    merchant: env.COINPAYMENTS_MERCHANT_ID ?? '',
    ...fields,
  }).toString();
  return {
    body,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      HMAC: coinPaymentsSignature(env.COINPAYMENTS_IPN_SECRET ?? '', body),
    },
  };
}

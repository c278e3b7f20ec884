// A CoinPayments IPN's fields, once it has shown it is CoinPayments' for our merchant (docs/decisions/014 "CoinPayments
// IPN"): the HMAC over the raw body with the IPN secret is checked before anything is read, then `ipn_mode` and
// `merchant`. Deposits' and withdrawals' webhooks both read their IPNs through it.

import { verifyCoinPaymentsSignature } from '../../adapters/payments/signatures.js';
import type { Dependencies } from '../../adapters/dependencies.js';
import { AppError } from '../../domain/errors.js';
import type { ApiRequest } from '../core/request.js';
import { requireSignature, SIGNATURE_INVALID } from './signature-header.js';

export async function verifiedCoinPaymentsFields(request: ApiRequest, deps: Dependencies): Promise<URLSearchParams> {
  const ipnSecret = await deps.secret('COINPAYMENTS_IPN_SECRET');
  const signature = requireSignature(request, 'hmac');
  if (!verifyCoinPaymentsSignature(ipnSecret, request.rawBody, signature)) {
    throw new AppError('forbidden', SIGNATURE_INVALID);
  }
  const fields = new URLSearchParams(request.rawBody);
  if (fields.get('ipn_mode') !== 'hmac') throw new AppError('forbidden', 'The IPN mode must be hmac');
  if (fields.get('merchant') !== deps.ipn.coinpaymentsMerchantId) {
    throw new AppError('forbidden', 'The IPN is for another merchant');
  }
  return fields;
}

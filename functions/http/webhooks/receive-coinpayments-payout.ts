// POST /webhooks/coinpayments/payout?payout=<id>: CoinPayments' withdrawal IPN for one of our payouts
// (docs/decisions/064 "Notices"): HMAC over the raw body, ipn_mode and merchant checked as for deposits, then the
// payout it names is settled (sent, or failed and owed again); a repeat finds it settled and changes nothing.

import * as z from 'zod';
import { parseWithdrawalNotice } from '../../adapters/payouts/coinpayments-payouts.js';
import { verifyCoinPaymentsSignature } from '../../adapters/payments/signatures.js';
import { AppError } from '../../domain/errors.js';
import { settlePayoutNotice } from '../../domain/refunds/settle-payout.js';
import type { Operation } from '../core/area-handler.js';
import { queryParams } from '../core/request.js';
import { requireSignature, SIGNATURE_INVALID } from './signature-header.js';

const payoutQuery = z.object({ payout: z.string().regex(/^[0-9a-f]{32}$/, 'Expected a payout id') });

export const receiveCoinPaymentsPayoutIpn: Operation = async (request, deps) => {
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
  const { payout } = queryParams(request, payoutQuery);
  const status = parseWithdrawalNotice(fields, payout);
  if (!status) throw new AppError('validation', 'The IPN is not a withdrawal notice');
  await settlePayoutNotice(deps, payout, status);
  return { body: { message: 'IPN OK' } };
};

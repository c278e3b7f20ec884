// POST /webhooks/nowpayments/payout?payout=<id>: NOWPayments' payout IPN for one of our payouts (docs/decisions/064,
// 065): its x-nowpayments-sig checked before the body is read as a withdrawal, then the payout it names (its
// unique_external_id, else the id in our URL) is settled; a repeat finds it settled and changes nothing.

import * as z from 'zod';
import {
  NOWPAYMENTS_SIGNATURE_HEADER,
  readNowPaymentsPayoutNotice,
} from '../../adapters/payouts/nowpayments-payout-notice.js';
import { AppError } from '../../domain/errors.js';
import { settlePayoutNotice } from '../../domain/refunds/settle-payout.js';
import type { Operation } from '../core/area-handler.js';
import { queryParams } from '../core/request.js';
import { requireSignature, SIGNATURE_INVALID } from './signature-header.js';

const payoutQuery = z.object({ payout: z.string().regex(/^[0-9a-f]{32}$/, 'Expected a payout id') });

export const receiveNowPaymentsPayoutIpn: Operation = async (request, deps) => {
  const signature = requireSignature(request, NOWPAYMENTS_SIGNATURE_HEADER);
  const reading = await readNowPaymentsPayoutNotice(deps.secret, { rawBody: request.rawBody, signature });
  if (reading.outcome === 'forged') throw new AppError('forbidden', SIGNATURE_INVALID);
  if (reading.outcome !== 'read') throw new AppError('validation', 'The IPN is not a payout notice');
  const { payout } = queryParams(request, payoutQuery);
  await settlePayoutNotice(deps, reading.status.payoutId ?? payout, reading.status);
  return { body: { message: 'IPN OK' } };
};

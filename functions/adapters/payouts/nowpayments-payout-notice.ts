// NOWPayments' payout IPN (docs/decisions/065): the withdrawal posted to the payout's ipn_callback_url, signed in
// `x-nowpayments-sig` as its payment IPNs are (HMAC-SHA512 of the recursively key-sorted JSON, the same IPN secret).
// The signature is checked before the body is read as a withdrawal; an unusable secret refuses every notice.

import type { PayoutStatus } from '../../domain/refunds/payout-ports.js';
import { verifyNowPaymentsSignature } from '../payments/signatures.js';
import type { ReadSecret } from '../secrets.js';
import { payoutStatusOf, withdrawal } from './nowpayments-withdrawal.js';

/** The header NOWPayments signs its IPNs in. */
export const NOWPAYMENTS_SIGNATURE_HEADER = 'x-nowpayments-sig';

/**
 * What a payout notice turned out to be: `unsigned` (no signature: 400), `not-json` (400), `forged` (a signature that
 * does not match: 403), `unreadable` (signed, but not a withdrawal we can read: 400, logged), or the payout's status.
 */
export type PayoutNoticeReading =
  | { outcome: 'unsigned' }
  | { outcome: 'not-json' }
  | { outcome: 'forged' }
  | { outcome: 'unreadable'; issues: string[] }
  | { outcome: 'read'; status: PayoutStatus };

/**
 * Verifies and reads one payout notice. Reads NOWPAYMENTS_IPN_SECRET through `secret`, which throws
 * AppError('unavailable') while it is a placeholder, so no notice is believed until the real secret is set.
 */
export async function readNowPaymentsPayoutNotice(
  secret: ReadSecret,
  notice: { rawBody: string; signature: string | undefined },
): Promise<PayoutNoticeReading> {
  const ipnSecret = await secret('NOWPAYMENTS_IPN_SECRET');
  if (!notice.signature) return { outcome: 'unsigned' };
  let body: unknown;
  try {
    body = JSON.parse(notice.rawBody);
  } catch {
    return { outcome: 'not-json' };
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { outcome: 'not-json' };
  if (!verifyNowPaymentsSignature(ipnSecret, body, notice.signature)) return { outcome: 'forged' };
  const parsed = withdrawal.safeParse(body);
  if (!parsed.success) {
    return {
      outcome: 'unreadable',
      issues: parsed.error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`),
    };
  }
  return { outcome: 'read', status: payoutStatusOf(parsed.data) };
}

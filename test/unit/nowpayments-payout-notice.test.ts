// A NOWPayments payout IPN is believed only with a good x-nowpayments-sig over its sorted JSON, checked before the body
// is read as a withdrawal; each of NOWPayments' withdrawal statuses lands on the port's pending, sent or failed; a
// placeholder IPN secret refuses every notice.

import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from '../../functions/adapters/logger.js';
import { nowPaymentsSignature } from '../../functions/adapters/payments/signatures.js';
import { readNowPaymentsPayoutNotice } from '../../functions/adapters/payouts/nowpayments-payout-notice.js';
import { WITHDRAWAL_STATUSES } from '../../functions/adapters/payouts/nowpayments-withdrawal.js';
import { SECRET_PLACEHOLDER } from '../../functions/adapters/secret-rules.js';
import { createSecretReader } from '../../functions/adapters/secrets.js';
import type { Settings } from '../../functions/config.js';
import { AppError } from '../../functions/domain/errors.js';

const IPN_SECRET = 'a-real-nowpayments-ipn-secret';
const secret = createSecretReader({ NOWPAYMENTS_IPN_SECRET: IPN_SECRET } as Settings);

/** A withdrawal as NOWPayments posts it, numbers and nulls as it states them. */
const WITHDRAWAL = {
  id: '5000248325',
  batch_withdrawal_id: '5000145498',
  status: 'FINISHED',
  error: null,
  currency: 'usdttrc20',
  amount: '11.84',
  address: 'TEkxiTehnzSmSe2XqrBj4w32RUN966rdz8',
  extra_id: null,
  hash: '5b0b2a2f0bd6b0b1c1f0a6d5e7a8b9c0d1e2f30415263748596a7b8c9d0e1f20',
  ipn_callback_url: 'https://uk-sms.example/webhooks/nowpayments/payout',
  unique_external_id: 'payout-7Qk2',
  payout_description: null,
  created_at: '2026-11-29T03:00:00.000Z',
  requested_at: '2026-11-29T03:00:05.000Z',
  updated_at: '2026-11-29T03:10:00.000Z',
};

function signed(body: Record<string, unknown>, key = IPN_SECRET) {
  return { rawBody: JSON.stringify(body), signature: nowPaymentsSignature(key, body) };
}

afterEach(() => vi.restoreAllMocks());

describe('a NOWPayments payout notice', () => {
  it('reads a signed FINISHED withdrawal as sent, with our payout id, the batch as reference and the hash', async () => {
    await expect(readNowPaymentsPayoutNotice(secret, signed(WITHDRAWAL))).resolves.toEqual({
      outcome: 'read',
      status: {
        payoutId: 'payout-7Qk2',
        reference: '5000145498',
        status: 'sent',
        txHash: WITHDRAWAL.hash,
        why: null,
      },
    });
  });

  it('verifies the signature over the keys sorted, whatever order they were posted in', async () => {
    const reordered = Object.fromEntries(Object.entries(WITHDRAWAL).reverse());
    const notice = { rawBody: JSON.stringify(reordered), signature: nowPaymentsSignature(IPN_SECRET, WITHDRAWAL) };
    await expect(readNowPaymentsPayoutNotice(secret, notice)).resolves.toMatchObject({ outcome: 'read' });
  });

  it.each(WITHDRAWAL_STATUSES.map((status) => [status]))('maps %s onto the port', async (status) => {
    const reading = await readNowPaymentsPayoutNotice(
      secret,
      signed({ ...WITHDRAWAL, status, error: status === 'FAILED' ? 'Not enough balance' : null }),
    );
    const expected = { FINISHED: 'sent', FAILED: 'failed', REJECTED: 'failed' }[status as string] ?? 'pending';
    expect(reading).toMatchObject({ outcome: 'read', status: { status: expected } });
    if (reading.outcome !== 'read') return;
    expect(reading.status.txHash).toBe(expected === 'sent' ? WITHDRAWAL.hash : null);
    expect(reading.status.why).toBe(
      status === 'FAILED'
        ? 'Not enough balance'
        : status === 'REJECTED'
          ? 'NOWPayments reports the payout rejected'
          : null,
    );
  });

  it('refuses a tampered body: a bigger amount or another address under the same signature', async () => {
    const { signature } = signed(WITHDRAWAL);
    for (const tampered of [
      { ...WITHDRAWAL, amount: '1184' },
      { ...WITHDRAWAL, status: 'FAILED' },
    ]) {
      await expect(
        readNowPaymentsPayoutNotice(secret, { rawBody: JSON.stringify(tampered), signature }),
      ).resolves.toEqual({ outcome: 'forged' });
    }
  });

  it('refuses a notice signed with another secret, an unsigned one and one that is not a JSON object', async () => {
    await expect(
      readNowPaymentsPayoutNotice(secret, signed(WITHDRAWAL, 'another-ipn-secret-entirely')),
    ).resolves.toEqual({
      outcome: 'forged',
    });
    await expect(
      readNowPaymentsPayoutNotice(secret, { rawBody: JSON.stringify(WITHDRAWAL), signature: undefined }),
    ).resolves.toEqual({ outcome: 'unsigned' });
    await expect(readNowPaymentsPayoutNotice(secret, { rawBody: '{"id":', signature: 'ab' })).resolves.toEqual({
      outcome: 'not-json',
    });
    await expect(readNowPaymentsPayoutNotice(secret, signed([WITHDRAWAL] as never))).resolves.toEqual({
      outcome: 'not-json',
    });
  });

  it('says what is wrong with a signed body that is no withdrawal (a payment IPN sent to the payout route)', async () => {
    const reading = await readNowPaymentsPayoutNotice(secret, signed({ payment_id: 1, payment_status: 'finished' }));
    expect(reading).toMatchObject({ outcome: 'unreadable' });
    expect(reading.outcome === 'unreadable' && reading.issues.join('; ')).toContain('batch_withdrawal_id');
    const unknownStatus = await readNowPaymentsPayoutNotice(secret, signed({ ...WITHDRAWAL, status: 'PAID' }));
    expect(unknownStatus).toMatchObject({ outcome: 'unreadable' });
  });

  it('believes nothing while the IPN secret is the placeholder, even a notice signed with the placeholder', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const placeholder = createSecretReader({ NOWPAYMENTS_IPN_SECRET: SECRET_PLACEHOLDER } as Settings);
    await expect(readNowPaymentsPayoutNotice(placeholder, signed(WITHDRAWAL, SECRET_PLACEHOLDER))).rejects.toThrow(
      AppError,
    );
    await expect(
      readNowPaymentsPayoutNotice(placeholder, signed(WITHDRAWAL, SECRET_PLACEHOLDER)),
    ).rejects.toMatchObject({ kind: 'unavailable' });
  });
});

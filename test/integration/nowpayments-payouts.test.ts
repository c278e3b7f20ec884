// The NOWPayments payout adapter against the NOWPayments simulator of the running stack (docs/decisions/065): a quote
// for a valid and an invalid address; a send signed in, created with our payout id and verified with the account's
// TOTP code, then completed on the simulator's page, whose signed IPN reads as sent; a created payout whose answer was
// lost found by our id and verified once; the refusals that send nothing; placeholders that ask for nothing.

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { logger } from '../../functions/adapters/logger.js';
import { readNowPaymentsPayoutNotice } from '../../functions/adapters/payouts/nowpayments-payout-notice.js';
import {
  createNowPaymentsPayouts,
  nowPaymentsPayoutsReady,
  type NowPaymentsPayoutOptions,
} from '../../functions/adapters/payouts/nowpayments-payouts.js';
import { SECRET_PLACEHOLDER, type SecretName } from '../../functions/adapters/secret-rules.js';
import type { ReadSecret } from '../../functions/adapters/secrets.js';
import { createSecretReader } from '../../functions/adapters/secrets.js';
import type { Settings } from '../../functions/config.js';
import { unguessableId } from '../../functions/domain/ids.js';
import type { PayoutRequest } from '../../functions/domain/refunds/payout-ports.js';
import { LOCAL_DEFAULTS } from '../../functions/local/local-defaults.js';
import { SIMULATOR_PATHS } from '../../functions/local/simulators/paths.js';
import { stackNow } from '../support/clock.js';

const siteUrl = inject('siteUrl');
const apiUrl = `${siteUrl}${SIMULATOR_PATHS.nowpaymentsApi}`;
const TRON_ADDRESS = 'TEkxiTehnzSmSe2XqrBj4w32RUN966rdz8';

/** The secrets as the local runtime has them, some replaced. */
function secrets(replaced: Partial<Record<SecretName, string>> = {}): ReadSecret {
  return createSecretReader({ ...LOCAL_DEFAULTS, ...replaced } as unknown as Settings);
}

/** The adapter as a function would build it, its two-factor codes at the stack's time. */
async function payouts(more: Partial<NowPaymentsPayoutOptions> = {}) {
  const offset = (await stackNow()) - Date.now();
  return createNowPaymentsPayouts({
    apiUrl,
    email: LOCAL_DEFAULTS.NOWPAYMENTS_PAYOUT_EMAIL,
    secret: secrets(),
    now: () => new Date(Date.now() + offset),
    ...more,
  });
}

/** The signed notices the simulator posts, as our route would receive them. */
const notices: { rawBody: string; signature: string | undefined }[] = [];
let receiver: http.Server;
let notifyUrl: string;

beforeAll(async () => {
  receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const signature = request.headers['x-nowpayments-sig'];
      notices.push({ rawBody: Buffer.concat(chunks).toString('utf8'), signature: signature as string | undefined });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"message":"IPN OK"}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  notifyUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks/nowpayments/payout`;
});

afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

function request(more: Partial<PayoutRequest> = {}): PayoutRequest {
  return {
    payoutId: unguessableId(),
    coin: 'usdttrc20',
    address: TRON_ADDRESS,
    amountUsdCents: 1234,
    notifyUrl,
    ...more,
  };
}

/** The batch's withdrawals, as NOWPayments' status call answers them. */
async function batch(reference: string): Promise<{ id: string; status: string; amount: string }[]> {
  const response = await fetch(`${apiUrl}/payout/${reference}`, {
    headers: { 'x-api-key': LOCAL_DEFAULTS.NOWPAYMENTS_API_KEY },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { id: string; status: string; amount: string }[];
}

/** Every payout the simulator holds with our id. */
async function withOurId(payoutId: string) {
  const { token } = (await (
    await fetch(`${apiUrl}/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: LOCAL_DEFAULTS.NOWPAYMENTS_PAYOUT_EMAIL,
        password: LOCAL_DEFAULTS.NOWPAYMENTS_PAYOUT_PASSWORD,
      }),
    })
  ).json()) as { token: string };
  const list = (await (
    await fetch(`${apiUrl}/payout?limit=100&page=0`, {
      headers: { 'x-api-key': LOCAL_DEFAULTS.NOWPAYMENTS_API_KEY, authorization: `Bearer ${token}` },
    })
  ).json()) as { payouts: { unique_external_id: string | null; status: string }[] };
  return list.payouts.filter((item) => item.unique_external_id === payoutId);
}

/** Presses Complete or Fail on the simulator's payouts page, as an operator of the simulator would. */
async function press(withdrawalId: string, outcome: 'complete' | 'fail', reason = '') {
  const response = await fetch(`${siteUrl}${SIMULATOR_PATHS.nowpaymentsPayouts}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ payout: withdrawalId, outcome, reason }),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location') ?? '', siteUrl).searchParams.get('ipn');
}

async function nextFaults(next: string[]) {
  const response = await fetch(`${siteUrl}${SIMULATOR_PATHS.nowpaymentsPayoutFaults}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ next }),
  });
  expect(response.status).toBe(200);
}

describe('a NOWPayments payout quote', () => {
  it('states the network, the amount in the coin, the fee and what the address receives', async () => {
    const quote = await (await payouts()).quote('usdttrc20', TRON_ADDRESS, 1234);
    // The simulator prices USDT at $1 and its fee at $0.50.
    expect(quote).toEqual({
      coin: 'usdttrc20',
      network: 'TRC20',
      address: TRON_ADDRESS,
      amountCoin: '12.34',
      feeCoin: '0.5',
      receiveCoin: '11.84',
    });
  });

  it('is null for an address NOWPayments says is not valid for the coin, and for a coin it does not pay in', async () => {
    const provider = await payouts();
    await expect(provider.quote('usdttrc20', '0x52908400098527886E0F7030069857D2E4169EE7', 1234)).resolves.toBeNull();
    await expect(provider.quote('btc', TRON_ADDRESS, 1234)).resolves.toBeNull();
    await expect(provider.quote('dogecoin-classic', TRON_ADDRESS, 1234)).resolves.toBeNull();
  });
});

describe('a NOWPayments payout sent', () => {
  it('is created with our id, verified, and settled by the signed IPN the page posts when it completes', async () => {
    const provider = await payouts();
    const asked = request();
    const answer = await provider.send(asked);
    expect(answer).toEqual({ outcome: 'accepted', reference: expect.stringMatching(/^\d+$/) });
    if (answer.outcome !== 'accepted') return;
    const [withdrawal] = await batch(answer.reference);
    // Verified with the account's two-factor code: waiting to be sent; the address gets the amount less the fee.
    expect(withdrawal).toMatchObject({ status: 'WAITING', amount: '11.84' });
    await expect(provider.find({ payoutId: asked.payoutId, reference: answer.reference })).resolves.toMatchObject({
      status: 'pending',
    });
    const page = await (await fetch(`${siteUrl}${SIMULATOR_PATHS.nowpaymentsPayouts}`)).text();
    const row = page.split('data-testid="nowpayments-payout"').find((part) => part.includes(asked.payoutId));
    expect(row).toContain(answer.reference);
    expect(row).toContain('>Complete</button>');
    expect(row).toContain('>Fail</button>');

    const before = notices.length;
    expect(await press(withdrawal!.id, 'complete')).toBe('200');
    const notice = notices.at(before)!;
    const reading = await readNowPaymentsPayoutNotice(secrets(), notice);
    expect(reading).toEqual({
      outcome: 'read',
      status: {
        payoutId: asked.payoutId,
        reference: answer.reference,
        status: 'sent',
        txHash: expect.stringMatching(/^[0-9a-f]{64}$/),
        why: null,
      },
    });
    await expect(provider.find({ payoutId: asked.payoutId, reference: answer.reference })).resolves.toEqual(
      reading.outcome === 'read' ? reading.status : null,
    );

    // The same notice with its amount changed is refused.
    const tampered = JSON.stringify({ ...(JSON.parse(notice.rawBody) as object), amount: '1184' });
    await expect(
      readNowPaymentsPayoutNotice(secrets(), { rawBody: tampered, signature: notice.signature }),
    ).resolves.toEqual({ outcome: 'forged' });
  });

  it('reads a payout failed on the page as failed, with NOWPayments’ words', async () => {
    const provider = await payouts();
    const asked = request();
    const answer = await provider.send(asked);
    if (answer.outcome !== 'accepted') throw new Error(`not accepted: ${JSON.stringify(answer)}`);
    const [withdrawal] = await batch(answer.reference);
    const before = notices.length;
    await press(withdrawal!.id, 'fail', 'Address blocked by the network');
    await expect(readNowPaymentsPayoutNotice(secrets(), notices.at(before)!)).resolves.toMatchObject({
      status: { payoutId: asked.payoutId, status: 'failed', why: 'Address blocked by the network', txHash: null },
    });
  });

  it('answers unknown when the answer to the create is lost; find gets it by our id, verifies it once, and it is paid once', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const provider = await payouts();
    const asked = request();
    await nextFaults(['lost-answer']);
    const answer = await provider.send(asked);
    expect(answer).toMatchObject({ outcome: 'unknown' });
    expect(await withOurId(asked.payoutId)).toEqual([expect.objectContaining({ status: 'CREATING' })]);

    const found = await provider.find({ payoutId: asked.payoutId, reference: null });
    expect(found).toMatchObject({
      payoutId: asked.payoutId,
      status: 'pending',
      reference: expect.stringMatching(/^\d+$/),
    });
    expect(await withOurId(asked.payoutId)).toEqual([expect.objectContaining({ status: 'WAITING' })]);
    const [withdrawal] = await batch(found!.reference);
    await press(withdrawal!.id, 'complete');
    await expect(provider.find({ payoutId: asked.payoutId, reference: null })).resolves.toMatchObject({
      status: 'sent',
      reference: found!.reference,
    });
    expect(await withOurId(asked.payoutId)).toHaveLength(1);
  });

  it('answers unknown when the verification is refused (a wrong two-factor secret), and nothing is sent until verified', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const wrong = await payouts({
      secret: secrets({ NOWPAYMENTS_PAYOUT_2FA_SECRET: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ' }),
    });
    const asked = request();
    await expect(wrong.send(asked)).resolves.toMatchObject({
      outcome: 'unknown',
      why: expect.stringContaining('Invalid verification code'),
    });
    expect(await withOurId(asked.payoutId)).toEqual([expect.objectContaining({ status: 'CREATING' })]);
    await expect((await payouts()).find({ payoutId: asked.payoutId, reference: null })).resolves.toMatchObject({
      status: 'pending',
    });
    expect(await withOurId(asked.payoutId)).toEqual([expect.objectContaining({ status: 'WAITING' })]);
  });

  it('is refused at the sign-in, with nothing created, when the password is wrong', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const wrong = await payouts({ secret: secrets({ NOWPAYMENTS_PAYOUT_PASSWORD: 'not-the-account-password' }) });
    const asked = request();
    await expect(wrong.send(asked)).resolves.toEqual({
      outcome: 'refused',
      why: expect.stringContaining('Incorrect email or password'),
    });
    expect(await withOurId(asked.payoutId)).toEqual([]);
  });

  it('is refused, with nothing created, for insufficient balance, an invalid address or an expired token', async () => {
    const provider = await payouts();
    for (const [fault, more, why] of [
      ['insufficient-balance', {}, 'Insufficient balance'],
      [null, { address: 'not-a-tron-address-at-all' }, 'Invalid payout_address'],
      ['expired-token', {}, 'jwt expired'],
    ] as const) {
      if (fault) await nextFaults([fault]);
      const asked = request(more);
      await expect(provider.send(asked)).resolves.toEqual({ outcome: 'refused', why: expect.stringContaining(why) });
      expect(await withOurId(asked.payoutId)).toEqual([]);
    }
  });

  it('answers unknown for a 500 or a 429 on the create, and find then says NOWPayments has none', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const provider = await payouts();
    for (const fault of ['500', '429']) {
      await nextFaults([fault]);
      const asked = request();
      await expect(provider.send(asked)).resolves.toMatchObject({ outcome: 'unknown' });
      await expect(provider.find({ payoutId: asked.payoutId, reference: null })).resolves.toBeNull();
    }
  });
});

describe('NOWPayments payouts not configured', () => {
  it('asks NOWPayments nothing while a secret is the placeholder or the email is unset', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const placeholder = {
      apiUrl,
      email: LOCAL_DEFAULTS.NOWPAYMENTS_PAYOUT_EMAIL,
      secret: secrets({ NOWPAYMENTS_PAYOUT_PASSWORD: SECRET_PLACEHOLDER }),
    };
    const noEmail = { apiUrl, email: '', secret: secrets() };
    const notBase32 = { ...placeholder, secret: secrets({ NOWPAYMENTS_PAYOUT_2FA_SECRET: 'not base32 at all!' }) };
    for (const options of [placeholder, noEmail, notBase32]) {
      expect(await nowPaymentsPayoutsReady(options)).toBe(false);
      const provider = createNowPaymentsPayouts(options);
      const asked = request();
      await expect(provider.send(asked)).resolves.toEqual({
        outcome: 'refused',
        why: 'NOWPayments payouts are not configured',
      });
      expect(await withOurId(asked.payoutId)).toEqual([]);
    }
    // A quote needs only the API key (and the account's email): the page that quotes never holds the password.
    await expect(createNowPaymentsPayouts(placeholder).quote('usdttrc20', TRON_ADDRESS, 1234)).resolves.toMatchObject({
      network: 'TRC20',
    });
    for (const options of [noEmail, { ...placeholder, secret: secrets({ NOWPAYMENTS_API_KEY: SECRET_PLACEHOLDER }) }]) {
      await expect(createNowPaymentsPayouts(options).quote('usdttrc20', TRON_ADDRESS, 1234)).rejects.toMatchObject({
        kind: 'unavailable',
      });
    }
    expect(
      await nowPaymentsPayoutsReady({ apiUrl, email: LOCAL_DEFAULTS.NOWPAYMENTS_PAYOUT_EMAIL, secret: secrets() }),
    ).toBe(true);
  });
});

// NOWPayments' payout API as the PayoutProvider port (docs/decisions/065): a quote from validate-address, estimate and
// fee; a send that signs in (POST /auth), creates a one-withdrawal batch carrying our payout id as its
// unique_external_id, and verifies it with the account's two-factor code; a lookup by the batch id or, when the answer
// to the create was lost, by our id in the latest payouts. Each answer is checked with zod; 8 s per call.

import * as z from 'zod';
import { findCoin } from '../../../shared/coins.js';
import { MESSAGES } from '../../../shared/messages.js';
import { centsToDecimal } from '../../../shared/money.js';
import { currentTotpCode } from '../../domain/auth/totp.js';
import { AppError } from '../../domain/errors.js';
import type { PayoutAnswer, PayoutProvider, PayoutStatus } from '../../domain/refunds/payout-ports.js';
import { logger } from '../logger.js';
import type { ReadSecret } from '../secrets.js';
import { payoutStatusOf, UNVERIFIED, withdrawal, type Withdrawal } from './nowpayments-withdrawal.js';

const CALL_TIMEOUT_MS = 8_000;
/** How many of the latest payouts a lookup by our id reads: a lost answer is looked up within minutes. */
const LATEST_PAYOUTS = 100;
/** Coin amounts are worked in this many decimals, as NOWPayments states them at most. */
const SCALE = 8;

export interface NowPaymentsPayoutOptions {
  /** NOWPayments' API base ending in /v1 (locally, its simulator). */
  apiUrl: string;
  /** The account that signs in for payouts; empty: not configured, nothing is asked for. */
  email: string;
  /**
   * Reads NOWPAYMENTS_API_KEY (every call), NOWPAYMENTS_PAYOUT_PASSWORD and NOWPAYMENTS_PAYOUT_2FA_SECRET (send and find
   * only) when a call needs them.
   */
  secret: ReadSecret;
  /** The two-factor code's time (the local runtime's clock in tests). */
  now?: () => Date;
}

/** One call's result: NOWPayments' answer, or why none arrived (a time-out, a dropped connection). */
type Reply = { status: number; body: unknown } | { lost: string };

const errorAnswer = z.object({ message: z.string().min(1) });
const authAnswer = z.object({ token: z.string().min(1) });
const estimateAnswer = z.object({ estimated_amount: z.union([z.number().positive(), z.string().min(1)]) });
const feeAnswer = z.object({ fee: z.union([z.number().nonnegative(), z.string().min(1)]) });
const createdBatch = z.object({
  id: z.union([z.string().min(1), z.number().int()]).transform(String),
  withdrawals: z.array(withdrawal).length(1),
});
/** GET /payout/{id}: NOWPayments answers the batch's withdrawals, as a list or inside the batch. */
const batchStatus = z.union([z.array(withdrawal), z.object({ withdrawals: z.array(withdrawal) })]);
const payoutList = z.object({ payouts: z.array(z.unknown()) });
const ownId = z.object({ unique_external_id: z.string() });

/** A decimal string (or number) as an integer count of 10^-SCALE; null when it is not a plain decimal. */
function units(value: string | number): bigint | null {
  const text = typeof value === 'number' ? value.toFixed(SCALE) : value.trim();
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const fraction = (match[2] ?? '').slice(0, SCALE).padEnd(SCALE, '0');
  return BigInt(match[1]!) * 10n ** BigInt(SCALE) + BigInt(fraction);
}

function decimal(value: bigint): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(SCALE + 1, '0');
  const whole = digits.slice(0, -SCALE);
  const fraction = digits.slice(-SCALE).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** The error's message NOWPayments sends with a 4xx, or the status when it sent none. */
function why(reply: { status: number; body: unknown }): string {
  const parsed = errorAnswer.safeParse(reply.body);
  return parsed.success ? parsed.data.message : `NOWPayments answered ${reply.status}`;
}

/** A 4xx other than 429: NOWPayments refused, and did nothing. */
const refusedReply = (reply: Reply): reply is { status: number; body: unknown } =>
  'status' in reply && reply.status >= 400 && reply.status < 500 && reply.status !== 429;
const okReply = (reply: Reply): reply is { status: number; body: unknown } =>
  'status' in reply && reply.status >= 200 && reply.status < 300;

function unavailable(what: string, details: Record<string, unknown>): AppError {
  logger.error(`NOWPayments payouts: ${what}`, details);
  return new AppError('providerUnavailable', MESSAGES.tryAgainLater);
}

/** Why an answer was not what was expected, for the log and for an `unknown` send. */
function describe(reply: Reply): string {
  return 'lost' in reply
    ? reply.lost
    : `NOWPayments answered ${reply.status}: ${JSON.stringify(reply.body).slice(0, 300)}`;
}

function parsed<T>(schema: z.ZodType<T>, reply: Reply): T | null {
  if (!okReply(reply)) return null;
  const result = schema.safeParse(reply.body);
  return result.success ? result.data : null;
}

interface Credentials {
  apiKey: string;
  password: string;
  /** The account's two-factor secret in base32, whose current code verifies a payout. */
  twoFactor: string;
}

/** The credentials, or null (logged) while the email is unset or any secret is unset, a placeholder or not base32. */
async function readCredentials(options: NowPaymentsPayoutOptions): Promise<Credentials | null> {
  if (!options.email) {
    logger.error('NOWPAYMENTS_PAYOUT_EMAIL is not set, so NOWPayments payouts are refused');
    return null;
  }
  let read: [string, string, string];
  try {
    read = await Promise.all([
      options.secret('NOWPAYMENTS_API_KEY'),
      options.secret('NOWPAYMENTS_PAYOUT_PASSWORD'),
      options.secret('NOWPAYMENTS_PAYOUT_2FA_SECRET'),
    ]);
  } catch (error) {
    // The secret reader has logged which one is unusable.
    if (error instanceof AppError && error.kind === 'unavailable') return null;
    throw error;
  }
  const [apiKey, password, twoFactor] = read;
  try {
    currentTotpCode(twoFactor, new Date());
  } catch {
    logger.error('NOWPAYMENTS_PAYOUT_2FA_SECRET is not base32, so NOWPayments payouts are refused');
    return null;
  }
  return { apiKey, password, twoFactor };
}

/** Whether NOWPayments payouts can be asked for: the email set and every secret usable (else the way is not offered). */
export async function nowPaymentsPayoutsReady(options: NowPaymentsPayoutOptions): Promise<boolean> {
  return (await readCredentials(options)) !== null;
}

export function createNowPaymentsPayouts(options: NowPaymentsPayoutOptions): PayoutProvider {
  const base = options.apiUrl.replace(/\/$/, '');
  const now = options.now ?? (() => new Date());

  async function call(
    method: 'GET' | 'POST',
    path: string,
    headers: Record<string, string>,
    body?: unknown,
  ): Promise<Reply> {
    let status: number;
    let text: string;
    try {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      return { lost: `${method} ${path} got no answer: ${(error as Error).message}` };
    }
    try {
      return { status, body: JSON.parse(text) as unknown };
    } catch {
      // validate-address and verify answer a bare OK.
      return { status, body: text };
    }
  }

  const readAll = () => readCredentials(options);

  /** What `amountUsdCents` is in the coin, the payout fee on it, and what the address receives (the first less the fee). */
  async function amounts(apiKey: string, coin: string, amountUsdCents: number) {
    const headers = { 'x-api-key': apiKey };
    const estimateReply = await call(
      'GET',
      `/estimate?${new URLSearchParams({ amount: centsToDecimal(amountUsdCents), currency_from: 'usd', currency_to: coin })}`,
      headers,
    );
    const estimate = parsed(estimateAnswer, estimateReply);
    const amount = estimate ? units(estimate.estimated_amount) : null;
    if (amount === null) return { failed: `the estimate: ${describe(estimateReply)}` } as const;
    const feeReply = await call(
      'GET',
      `/payout/fee?${new URLSearchParams({ currency: coin, amount: decimal(amount) })}`,
      headers,
    );
    const stated = parsed(feeAnswer, feeReply);
    const fee = stated ? units(stated.fee) : null;
    if (fee === null) return { failed: `the payout fee: ${describe(feeReply)}` } as const;
    return {
      amountCoin: decimal(amount),
      feeCoin: decimal(fee),
      receiveCoin: decimal(amount - fee),
      receive: amount - fee,
    };
  }

  async function signIn(credentials: Credentials): Promise<Reply & { token?: string }> {
    const reply = await call('POST', '/auth', {}, { email: options.email, password: credentials.password });
    const answer = parsed(authAnswer, reply);
    return answer ? { ...reply, token: answer.token } : reply;
  }

  const bearer = (credentials: Credentials, token: string) => ({
    'x-api-key': credentials.apiKey,
    authorization: `Bearer ${token}`,
  });

  /** Verifies a created batch with the code of this 30 s step. */
  const verify = (credentials: Credentials, token: string, batchId: string) =>
    call('POST', `/payout/${encodeURIComponent(batchId)}/verify`, bearer(credentials, token), {
      verification_code: currentTotpCode(credentials.twoFactor, now()),
    });

  /** The withdrawal carrying our payout id: by its batch when we know it, else among the latest payouts. */
  async function lookUp(
    credentials: Credentials,
    token: string,
    payout: { payoutId: string; reference: string | null },
  ) {
    if (payout.reference) {
      const reply = await call('GET', `/payout/${encodeURIComponent(payout.reference)}`, bearer(credentials, token));
      if ('status' in reply && reply.status === 404) return null;
      const answer = parsed(batchStatus, reply);
      if (!answer) throw unavailable('the payout status could not be read', { detail: describe(reply) });
      const items = Array.isArray(answer) ? answer : answer.withdrawals;
      return items.find((item) => item.unique_external_id === payout.payoutId) ?? items[0] ?? null;
    }
    const query = new URLSearchParams({
      limit: String(LATEST_PAYOUTS),
      page: '0',
      order_by: 'created_at',
      order: 'desc',
    });
    const reply = await call('GET', `/payout?${query}`, bearer(credentials, token));
    const answer = parsed(payoutList, reply);
    if (!answer) throw unavailable('the list of payouts could not be read', { detail: describe(reply) });
    // Only ours needs to be readable; ours unreadable is no answer, never "none" (which would let it be paid again).
    const ours = answer.payouts.find((item) => ownId.safeParse(item).data?.unique_external_id === payout.payoutId);
    if (ours === undefined) return null;
    const read = withdrawal.safeParse(ours);
    if (!read.success) throw unavailable('our payout in the list could not be read', { detail: JSON.stringify(ours) });
    return read.data;
  }

  return {
    name: 'nowpayments',

    async quote(coin, address, amountUsdCents) {
      const known = findCoin('nowpayments', coin);
      if (!known) return null;
      // Only the API key: the function that quotes (the buyer's page) never holds the account's password or 2FA secret.
      if (!options.email) throw new AppError('unavailable', MESSAGES.tryAgainLater);
      const apiKey = await options.secret('NOWPAYMENTS_API_KEY');
      const validation = await call(
        'POST',
        '/payout/validate-address',
        { 'x-api-key': apiKey },
        { address, currency: known.nowpayments },
      );
      if (refusedReply(validation) && validation.status === 400) return null;
      if (!okReply(validation))
        throw unavailable('the address could not be validated', { detail: describe(validation) });
      const terms = await amounts(apiKey, known.nowpayments, amountUsdCents);
      if ('failed' in terms) throw unavailable(`no quote: ${terms.failed}`, { coin });
      return {
        coin: known.nowpayments,
        network: known.network,
        address,
        amountCoin: terms.amountCoin,
        feeCoin: terms.feeCoin,
        receiveCoin: terms.receiveCoin,
      };
    },

    async send(request): Promise<PayoutAnswer> {
      const credentials = await readAll();
      if (!credentials) return { outcome: 'refused', why: 'NOWPayments payouts are not configured' };
      // Until the create call, nothing can have been sent: any failure is a refusal.
      const terms = await amounts(credentials.apiKey, request.coin, request.amountUsdCents);
      if ('failed' in terms) {
        logger.error('NOWPayments payouts: no price for a payout', { payout: request.payoutId, detail: terms.failed });
        return { outcome: 'refused', why: 'NOWPayments could not price the payout' };
      }
      if (terms.receive <= 0n) {
        return { outcome: 'refused', why: `The amount is not more than NOWPayments' fee of ${terms.feeCoin}` };
      }
      const session = await signIn(credentials);
      if (!session.token) {
        logger.error('NOWPayments payouts: the sign-in failed', {
          payout: request.payoutId,
          detail: describe(session),
        });
        return {
          outcome: 'refused',
          why: `NOWPayments refused the sign-in: ${'lost' in session ? 'no answer' : why(session)}`,
        };
      }
      const created = await call('POST', '/payout', bearer(credentials, session.token), {
        ipn_callback_url: request.notifyUrl,
        withdrawals: [
          {
            address: request.address,
            currency: request.coin,
            amount: Number(terms.receiveCoin),
            ipn_callback_url: request.notifyUrl,
            unique_external_id: request.payoutId,
          },
        ],
      });
      if (refusedReply(created)) return { outcome: 'refused', why: why(created) };
      const batch = parsed(createdBatch, created);
      if (!batch) {
        logger.error('NOWPayments payouts: the create answer could not be read', { detail: describe(created) });
        return { outcome: 'unknown', why: describe(created) };
      }
      // Created but not verified, nothing is sent; the lookup of an `unknown` answer verifies it (find).
      const verified = await verify(credentials, session.token, batch.id);
      if (!okReply(verified)) {
        logger.error('NOWPayments payouts: the verification failed', { batch: batch.id, detail: describe(verified) });
        return { outcome: 'unknown', why: `created as ${batch.id}, not verified: ${describe(verified)}` };
      }
      return { outcome: 'accepted', reference: batch.id };
    },

    async find(payout): Promise<PayoutStatus | null> {
      const credentials = await readAll();
      if (!credentials) throw new AppError('unavailable', MESSAGES.tryAgainLater);
      const session = await signIn(credentials);
      if (!session.token) throw unavailable('the sign-in failed', { detail: describe(session) });
      const found: Withdrawal | null = await lookUp(credentials, session.token, payout);
      if (!found) return null;
      if (found.status === UNVERIFIED) {
        // Ours, created, never verified (the answer was lost): verified now, so it is sent once.
        const verified = await verify(credentials, session.token, found.batch_withdrawal_id);
        if (!okReply(verified)) {
          logger.error('NOWPayments payouts: a found payout could not be verified', { detail: describe(verified) });
        }
      }
      return payoutStatusOf(found);
    },
  };
}

// CoinPayments' payout side (docs/decisions/064): `rates` for the terms (the coin's amount and its network fee),
// `create_withdrawal` with auto_confirm=1 and the amount in USD (currency2=USD: CoinPayments converts it), its IPN URL
// carrying our payout id, `get_withdrawal_info` for a lookup; every call HMAC-signed as the payment client's, every
// answer parsed with zod. Its withdrawal IPNs are read by parseWithdrawalNotice once their signature has been checked.

import * as z from 'zod';
import { centsToDecimal } from '../../../shared/money.js';
import { findCoin } from '../../../shared/coins.js';
import type { PayoutAnswer, PayoutProvider, PayoutStatus } from '../../domain/refunds/payout-ports.js';
import { AppError } from '../../domain/errors.js';
import { logger } from '../logger.js';
import { coinPaymentsSignature } from '../payments/signatures.js';

/** Every answer: `error` is 'ok' or why it was refused (a refusal may carry no `result`). */
const apiAnswer = z.object({ error: z.string(), result: z.unknown().optional() });

const rate = z.object({
  rate_btc: z.coerce.number().positive(),
  tx_fee: z.coerce.number().nonnegative().optional(),
  status: z.string().optional(),
});
const rates = z.record(z.string(), rate);

const createdWithdrawal = z.object({ id: z.string().min(1) });

/** CoinPayments' withdrawal statuses: -1 cancelled, 0 waiting for email confirmation, 1 pending, 2 complete. */
const withdrawalStatus = z.coerce.number().int();

const withdrawalInfo = z.object({
  status: withdrawalStatus,
  status_text: z.string().optional(),
  send_txid: z.string().nullish(),
});

/** A withdrawal IPN's fields (form-encoded), after its HMAC and merchant were checked. */
const withdrawalNotice = z.object({
  ipn_type: z.literal('withdrawal'),
  id: z.string().min(1),
  status: withdrawalStatus,
  status_text: z.string().optional(),
  txn_id: z.string().optional(),
});

function statusOf(status: number): PayoutStatus['status'] {
  if (status >= 2) return 'sent';
  return status < 0 ? 'failed' : 'pending';
}

/** A verified withdrawal IPN as a payout status; null when it is not one (another ipn_type, missing fields). */
export function parseWithdrawalNotice(fields: URLSearchParams, payoutId: string): PayoutStatus | null {
  const parsed = withdrawalNotice.safeParse(Object.fromEntries(fields));
  if (!parsed.success) return null;
  const notice = parsed.data;
  return {
    payoutId,
    reference: notice.id,
    status: statusOf(notice.status),
    txHash: notice.txn_id || null,
    why: notice.status < 0 ? (notice.status_text ?? null) : null,
  };
}

const PROVIDER_DOWN = 'CoinPayments could not be reached. Please try again in a few minutes.';

const decimal = (value: number) => (value > 0 ? value.toFixed(8) : '0.00000000');

export function createCoinPaymentsPayouts(options: {
  apiUrl: string;
  publicKey: string;
  privateKey: () => Promise<string>;
}): PayoutProvider {
  /** One signed call: its HTTP status and parsed body, or null when no readable answer came (timeout, not JSON). */
  async function call(cmd: string, params: Record<string, string>) {
    const body = new URLSearchParams({
      version: '1',
      cmd,
      key: options.publicKey,
      format: 'json',
      ...params,
    }).toString();
    // A key still a placeholder throws here, before anything is sent (fails closed).
    const signature = coinPaymentsSignature(await options.privateKey(), body);
    try {
      const response = await fetch(options.apiUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', HMAC: signature },
        body,
        signal: AbortSignal.timeout(8_000),
      });
      const parsed = apiAnswer.safeParse(JSON.parse(await response.text()));
      if (!parsed.success || response.status >= 500) {
        logger.error(`CoinPayments: ${cmd} answered an unexpected shape`, { status: response.status });
        return null;
      }
      return parsed.data;
    } catch (error) {
      logger.error(`CoinPayments: ${cmd} could not be read`, { error: error as Error });
      return null;
    }
  }

  async function resultOf<T>(cmd: string, params: Record<string, string>, schema: z.ZodType<T>): Promise<T> {
    const answer = await call(cmd, params);
    const result = answer?.error === 'ok' ? schema.safeParse(answer.result) : null;
    if (!result?.success) {
      logger.error(`CoinPayments: ${cmd} failed`, { error: answer?.error ?? 'no answer' });
      throw new AppError('providerUnavailable', PROVIDER_DOWN);
    }
    return result.data;
  }

  return {
    name: 'coinpayments',

    async quote(coin, address, amountUsdCents) {
      const known = findCoin('coinpayments', coin);
      if (!known) return null;
      const all = await resultOf('rates', { short: '1' }, rates);
      const usd = all.USD;
      const target = all[known.coinpayments];
      if (!usd || !target) throw new AppError('providerUnavailable', PROVIDER_DOWN);
      const amount = (amountUsdCents / 100) * (usd.rate_btc / target.rate_btc);
      const fee = target.tx_fee ?? 0;
      return {
        coin: known.coinpayments,
        network: known.network,
        address,
        amountCoin: decimal(amount),
        feeCoin: decimal(fee),
        receiveCoin: decimal(amount - fee),
      };
    },

    async send(request): Promise<PayoutAnswer> {
      const answer = await call('create_withdrawal', {
        amount: centsToDecimal(request.amountUsdCents),
        add_tx_fee: '0',
        currency: request.coin,
        currency2: 'USD',
        address: request.address,
        auto_confirm: '1',
        ipn_url: request.notifyUrl,
        note: `Refund payout ${request.payoutId}`,
      }).catch((error: unknown) => {
        // The key is a placeholder: nothing was sent.
        if (error instanceof AppError && error.kind === 'unavailable') return 'unconfigured' as const;
        throw error;
      });
      if (answer === 'unconfigured') return { outcome: 'refused', why: 'payouts are not set up' };
      if (!answer) return { outcome: 'unknown', why: 'CoinPayments gave no readable answer' };
      if (answer.error !== 'ok') return { outcome: 'refused', why: answer.error };
      const created = createdWithdrawal.safeParse(answer.result);
      return created.success
        ? { outcome: 'accepted', reference: created.data.id }
        : { outcome: 'unknown', why: 'CoinPayments accepted it without a withdrawal id' };
    },

    /** By the withdrawal's id only: CoinPayments cannot look a withdrawal up by ours. */
    async find({ payoutId, reference }) {
      if (!reference) return null;
      const answer = await call('get_withdrawal_info', { id: reference });
      if (answer?.error !== 'ok') return null;
      const info = withdrawalInfo.safeParse(answer.result);
      if (!info.success) return null;
      return {
        payoutId,
        reference,
        status: statusOf(info.data.status),
        txHash: info.data.send_txid || null,
        why: info.data.status < 0 ? (info.data.status_text ?? null) : null,
      };
    },
  };
}

// The CoinPayments simulator's withdrawal side (docs/decisions/064): the api.php commands a payout uses (`rates`,
// `create_withdrawal`, `get_withdrawal_info`) with CoinPayments' error answers, a page listing the withdrawals made,
// each with Complete and Fail buttons that post signed `ipn_type=withdrawal` IPNs to its ipn_url, and faults for the
// next withdrawals, POST /_sim/coinpayments/withdrawal-faults {"next": [...]}: `lost-answer` (accepted, then the
// connection dropped, as a timeout looks), `refused` (an error answer), `500`; FAULTS' `coinpayments-payout-fail`
// answers a creation with one of the last two.

import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml } from '../../domain/escape-html.js';
import { coinAmount, deliver, redirect, sendJson, sendPage } from './page.js';
import { signedCoinPaymentsIpn } from './coinpayments-ipn.js';
import { simulatorFaults } from '../faults/faults.js';
import { SIMULATOR_PATHS } from './paths.js';

interface Withdrawal {
  id: string;
  currency: string;
  amountUsd: string;
  amount: string;
  address: string;
  ipnUrl: string;
  /** CoinPayments' codes: 1 pending, 2 complete, -1 cancelled. */
  status: number;
  txid: string | null;
}

const NEXT_FAULTS = ['lost-answer', 'refused', '500'] as const;
type NextFault = (typeof NEXT_FAULTS)[number];

const withdrawals = new Map<string, Withdrawal>();
const nextFaults: NextFault[] = [];
const runtimeFaults = simulatorFaults('coinpayments-payout-fail');

/** The fault asked for next, else FAULTS' refusal or 500 at its rate. */
function nextFault(): NextFault | undefined {
  const next = nextFaults.shift();
  if (next !== undefined || !runtimeFaults()?.strikes('coinpayments-payout-fail')) return next;
  return Math.random() < 0.5 ? 'refused' : '500';
}

export const WITHDRAWAL_COMMANDS = ['rates', 'create_withdrawal', 'get_withdrawal_info'];

const STATUS_TEXT: Record<number, string> = { [-1]: 'Cancelled', 1: 'Pending', 2: 'Complete' };

/** The simulator's network fee per coin: a flat, made-up figure. */
const TX_FEE = '0.00010000';

function rates(response: ServerResponse) {
  // rate_btc: what one unit is worth in BTC, from the same made-up dollar rates as the checkout's amounts.
  const btcPerUsd = Number(coinAmount(1, 'BTC'));
  const coins = ['BTC', 'ETH', 'USDT.ERC20', 'USDT.TRC20', 'USDT.SOL', 'USDT.BEP20', 'USDC', 'TRX', 'SOL', 'LTC']
    .concat(['DOGE', 'XRP', 'XMR', 'BCH', 'ADA', 'BNB.BSC', 'BUSD.BEP20', 'TON'])
    .map((code) => [
      code,
      {
        is_fiat: 0,
        rate_btc: (Number(coinAmount(1, code)) === 0 ? 0 : btcPerUsd / Number(coinAmount(1, code))).toFixed(12),
        tx_fee: TX_FEE,
        status: 'online',
        capabilities: ['payments', 'wallet', 'transfers'],
      },
    ]);
  sendJson(response, 200, {
    error: 'ok',
    result: {
      USD: { is_fiat: 1, rate_btc: btcPerUsd.toFixed(12), tx_fee: '0', status: 'online' },
      ...Object.fromEntries(coins),
    },
  });
}

function createWithdrawal(fields: Record<string, string>, response: ServerResponse) {
  const fault = nextFault();
  if (fault === '500') return sendJson(response, 500, { error: 'Internal server error' });
  if (fault === 'refused') return sendJson(response, 200, { error: 'Insufficient funds for this withdrawal' });
  const amount = Number(fields.amount);
  if (!Number.isFinite(amount) || amount <= 0) return sendJson(response, 200, { error: 'Invalid amount' });
  if (!fields.address) return sendJson(response, 200, { error: 'Invalid or missing address' });
  if (fields.auto_confirm !== '1')
    return sendJson(response, 200, { error: 'Simulator: only auto_confirm=1 is simulated' });
  const currency = fields.currency ?? '';
  const usd = fields.currency2 === 'USD';
  const withdrawal: Withdrawal = {
    id: `CWSIM${randomBytes(6).toString('hex').toUpperCase()}`,
    currency,
    amountUsd: usd ? amount.toFixed(2) : '',
    amount: usd ? coinAmount(amount, currency) : amount.toFixed(8),
    address: fields.address,
    ipnUrl: fields.ipn_url ?? '',
    status: 1,
    txid: null,
  };
  withdrawals.set(withdrawal.id, withdrawal);
  // Accepted, but the answer never arrives: the caller sees what a timeout looks like.
  if (fault === 'lost-answer') {
    response.destroy();
    return;
  }
  sendJson(response, 200, { error: 'ok', result: { id: withdrawal.id, status: 1, amount: withdrawal.amount } });
}

function withdrawalInfo(fields: Record<string, string>, response: ServerResponse) {
  const withdrawal = withdrawals.get(fields.id ?? '');
  if (!withdrawal) return sendJson(response, 200, { error: 'Withdrawal not found' });
  sendJson(response, 200, {
    error: 'ok',
    result: {
      time_created: Math.floor(Date.now() / 1000),
      status: withdrawal.status,
      status_text: STATUS_TEXT[withdrawal.status],
      coin: withdrawal.currency,
      amount: withdrawal.amount,
      amountf: withdrawal.amount,
      send_address: withdrawal.address,
      send_txid: withdrawal.txid ?? '',
    },
  });
}

/** One of the withdrawal commands, its HMAC and key already checked. */
export function handleWithdrawalCommand(fields: Record<string, string>, response: ServerResponse) {
  if (fields.cmd === 'rates') return rates(response);
  if (fields.cmd === 'create_withdrawal') return createWithdrawal(fields, response);
  return withdrawalInfo(fields, response);
}

function withdrawalIpn(withdrawal: Withdrawal) {
  return signedCoinPaymentsIpn('withdrawal', {
    id: withdrawal.id,
    status: String(withdrawal.status),
    status_text: STATUS_TEXT[withdrawal.status] ?? '',
    address: withdrawal.address,
    txn_id: withdrawal.txid ?? '',
    currency: withdrawal.currency,
    amount: withdrawal.amount,
  });
}

function sendWithdrawalsPage(response: ServerResponse) {
  const recent = [...withdrawals.values()].reverse();
  const rows = recent
    .map(
      (withdrawal) => `<tr data-withdrawal="${escapeHtml(withdrawal.id)}"><td>${escapeHtml(withdrawal.id)}</td>
<td>${escapeHtml(withdrawal.amount)} ${escapeHtml(withdrawal.currency)}${withdrawal.amountUsd ? ` (${escapeHtml(withdrawal.amountUsd)} USD)` : ''}</td>
<td>${escapeHtml(withdrawal.address)}</td><td data-testid="status">${escapeHtml(STATUS_TEXT[withdrawal.status] ?? '')}</td>
<td><form method="post" action="${SIMULATOR_PATHS.coinpaymentsWithdrawals}${escapeHtml(withdrawal.id)}"><div class="actions">
<button class="primary" name="outcome" value="complete">Complete</button><button name="outcome" value="fail">Fail</button>
</div></form></td></tr>`,
    )
    .join('');
  sendPage(
    response,
    'CoinPayments withdrawals (simulator)',
    `<h1>CoinPayments withdrawals <span class="badge">simulator</span></h1>
${
  recent.length
    ? `<table><tr><th>Withdrawal</th><th>Amount</th><th>To</th><th>Status</th><th>Actions</th></tr>${rows}</table>`
    : '<p class="note">No withdrawal yet: ask for a payout of money owed on an order’s page.</p>'
}
<p class="note">Complete and Fail post a signed withdrawal IPN to the withdrawal's ipn_url, as CoinPayments would.
The next withdrawals' faults: POST ${SIMULATOR_PATHS.coinpaymentsWithdrawalFaults} {"next": ["lost-answer" | "refused" | "500"]}.</p>`,
  );
}

/** The withdrawals' page, its buttons and its faults; false when the path is not theirs. */
export async function serveWithdrawalPages(
  request: IncomingMessage,
  response: ServerResponse,
  pathname: string,
  body: Buffer,
): Promise<boolean> {
  if (pathname === SIMULATOR_PATHS.coinpaymentsWithdrawalFaults && request.method === 'POST') {
    const next = (JSON.parse(body.toString('utf8') || '{}') as { next?: unknown }).next;
    const given = Array.isArray(next) ? next : [];
    if (!given.every((fault) => (NEXT_FAULTS as readonly unknown[]).includes(fault))) {
      sendJson(response, 400, { error: `next: each of ${NEXT_FAULTS.join(', ')}` });
      return true;
    }
    nextFaults.push(...(given as NextFault[]));
    sendJson(response, 200, { next: nextFaults });
    return true;
  }
  if (!pathname.startsWith(SIMULATOR_PATHS.coinpaymentsWithdrawals)) return false;
  if (request.method !== 'POST') {
    sendWithdrawalsPage(response);
    return true;
  }
  const withdrawal = withdrawals.get(pathname.slice(SIMULATOR_PATHS.coinpaymentsWithdrawals.length));
  const outcome = new URLSearchParams(body.toString('utf8')).get('outcome');
  if (!withdrawal || (outcome !== 'complete' && outcome !== 'fail')) {
    sendPage(response, 'Not found', '<h1>No such withdrawal or outcome</h1>', 404);
    return true;
  }
  withdrawal.status = outcome === 'complete' ? 2 : -1;
  withdrawal.txid = outcome === 'complete' ? randomBytes(32).toString('hex') : null;
  await deliver(withdrawal.ipnUrl, [withdrawalIpn(withdrawal)], 1);
  redirect(response, SIMULATOR_PATHS.coinpaymentsWithdrawals);
  return true;
}

// NOWPayments simulator, payouts (docs/decisions/065): POST /auth (the payout account's email and password, a token
// good for 5 minutes), POST /payout/validate-address, GET /payout/fee, GET /estimate, POST /payout (Bearer and
// x-api-key; the batch starts CREATING), POST /payout/{batch}/verify (the account's TOTP code, 10 tries), GET
// /payout/{batch} and GET /payout (the latest first), with NOWPayments' error answers. Its page lists the payouts, each
// verified one with Complete and Fail buttons that post the withdrawal to its ipn_callback_url signed x-nowpayments-sig.
// Faults: FAULTS' `nowpayments-payout-fail` (a 429 or a 500 on any payout call), and POST .../payouts/faults
// {"next": [...]} for the next payout calls: `lost-answer` (the batch created, the answer dropped), `429`, `500`,
// `expired-token`, `insufficient-balance`.

import { randomBytes, randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { nowPaymentsSignature } from '../../adapters/payments/signatures.js';
import { matchingStep } from '../../domain/auth/totp.js';
import { escapeHtml } from '../../domain/escape-html.js';
import { simulatorFaults } from '../faults/faults.js';
import { coinAmount, redirect, sendJson, sendPage } from './page.js';
import { SIMULATOR_PATHS } from './paths.js';

interface SimPayout {
  batchId: string;
  id: string;
  address: string;
  currency: string;
  amount: string;
  ipnUrl: string;
  uniqueExternalId: string | null;
  status: 'CREATING' | 'WAITING' | 'FINISHED' | 'FAILED' | 'REJECTED';
  hash: string | null;
  error: string | null;
  createdAt: string;
  requestedAt: string | null;
  updatedAt: string;
  failedVerifications: number;
}

const NEXT_FAULTS = ['lost-answer', '429', '500', 'expired-token', 'insufficient-balance'] as const;
type NextFault = (typeof NEXT_FAULTS)[number];

/** A sign-in's token lasts this long, as NOWPayments' does. */
const TOKEN_LIFETIME_MS = 5 * 60_000;
const VERIFY_TRIES = 10;
/** What a payout costs in fees on the simulator, in dollars, stated in the coin. */
const FEE_USD = 0.5;

/** Each coin's address format, by NOWPayments' code (its network's suffix); others: any plausible address. */
const ADDRESS_FORMATS: [RegExp, RegExp][] = [
  [/^btc$/, /^(bc1[02-9ac-hj-np-z]{11,71}|[13][1-9A-HJ-NP-Za-km-z]{25,34})$/],
  [/^ltc$/, /^(ltc1[02-9ac-hj-np-z]{11,71}|[LM3][1-9A-HJ-NP-Za-km-z]{26,33})$/],
  [/^(eth|usdc|.*erc20|.*bsc)$/, /^0x[0-9a-fA-F]{40}$/],
  [/^(trx|.*trc20)$/, /^T[1-9A-HJ-NP-Za-km-z]{33}$/],
  [/^(sol|.*sol)$/, /^[1-9A-HJ-NP-Za-km-z]{32,44}$/],
  [/^doge$/, /^D[1-9A-HJ-NP-Za-km-z]{33}$/],
];
const ANY_ADDRESS = /^[A-Za-z0-9:_-]{20,120}$/;

const payouts = new Map<string, SimPayout>();
const tokens = new Map<string, number>();
const nextFaults: NextFault[] = [];
const runtimeFaults = simulatorFaults('nowpayments-payout-fail');

/** NOWPayments' error body. */
const fail = (response: ServerResponse, status: number, code: string, message: string) =>
  sendJson(response, status, { status: false, statusCode: status, code, message });

function validAddress(currency: string, address: string): boolean {
  const format = ADDRESS_FORMATS.find(([coin]) => coin.test(currency.toLowerCase()))?.[1] ?? ANY_ADDRESS;
  return format.test(address);
}

const newId = () => String(randomInt(5_000_000_000, 5_999_999_999));

function withdrawalJson(payout: SimPayout) {
  return {
    id: payout.id,
    batch_withdrawal_id: payout.batchId,
    status: payout.status,
    error: payout.error,
    currency: payout.currency,
    amount: payout.amount,
    address: payout.address,
    extra_id: null,
    hash: payout.hash,
    ipn_callback_url: payout.ipnUrl,
    unique_external_id: payout.uniqueExternalId,
    payout_description: null,
    is_request_payouts: false,
    created_at: payout.createdAt,
    requested_at: payout.requestedAt,
    updated_at: payout.updatedAt,
  };
}

function readJson(body: Buffer): Record<string, unknown> | null {
  try {
    const parsed = JSON.parse(body.toString('utf8')) as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const apiKeyGiven = (request: IncomingMessage) => request.headers['x-api-key'] === process.env.NOWPAYMENTS_API_KEY;

/** The Bearer token's answer when it is missing, unknown or expired; null when it is good. */
function tokenProblem(request: IncomingMessage): string | null {
  const token = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1];
  const expires = token ? tokens.get(token) : undefined;
  if (expires === undefined) return 'Authorization header is missing or invalid';
  if (expires <= Date.now()) return 'jwt expired';
  return null;
}

/** The runtime's FAULTS, or the fault asked for next: true when a 429 or a 500 answered instead. */
function struckByFault(response: ServerResponse, next: NextFault | undefined): boolean {
  let answer = next === '429' || next === '500' ? next : null;
  if (next === undefined && runtimeFaults()?.strikes('nowpayments-payout-fail')) {
    answer = Math.random() < 0.5 ? '429' : '500';
  }
  if (answer === '429') {
    response.setHeader('retry-after', '1');
    fail(response, 429, 'TOO_MANY_REQUESTS', 'Too many requests');
  } else if (answer === '500') {
    fail(response, 500, 'INTERNAL_ERROR', 'Internal server error');
  }
  return answer !== null;
}

function signIn(response: ServerResponse, payload: Record<string, unknown> | null) {
  if (
    payload?.email !== process.env.NOWPAYMENTS_PAYOUT_EMAIL ||
    payload?.password !== process.env.NOWPAYMENTS_PAYOUT_PASSWORD
  ) {
    return fail(response, 401, 'INVALID_CREDENTIALS', 'Incorrect email or password');
  }
  const token = `eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.${randomBytes(24).toString('base64url')}.${randomBytes(16).toString('base64url')}`;
  tokens.set(token, Date.now() + TOKEN_LIFETIME_MS);
  sendJson(response, 200, { token });
}

function create(response: ServerResponse, payload: Record<string, unknown> | null, fault: NextFault | undefined) {
  const asked = Array.isArray(payload?.withdrawals) ? (payload.withdrawals as Record<string, unknown>[]) : [];
  if (asked.length === 0) return fail(response, 400, 'BAD_CREATE_WITHDRAWAL_REQUEST', 'withdrawals is required');
  for (const item of asked) {
    const currency = String(item.currency ?? '');
    const address = String(item.address ?? '');
    if (!validAddress(currency, address)) {
      return fail(response, 400, 'BAD_CREATE_WITHDRAWAL_REQUEST', `Invalid payout_address: ${address} for ${currency}`);
    }
    if (!(Number(item.amount) > 0))
      return fail(response, 400, 'BAD_CREATE_WITHDRAWAL_REQUEST', 'amount must be positive');
  }
  if (fault === 'insufficient-balance') {
    return fail(response, 400, 'BAD_CREATE_WITHDRAWAL_REQUEST', 'Insufficient balance');
  }
  const batchId = newId();
  const now = new Date().toISOString();
  const made = asked.map((item) => {
    const payout: SimPayout = {
      batchId,
      id: newId(),
      address: String(item.address),
      currency: String(item.currency),
      amount: String(item.amount),
      ipnUrl: String(item.ipn_callback_url ?? payload?.ipn_callback_url ?? ''),
      uniqueExternalId: typeof item.unique_external_id === 'string' ? item.unique_external_id : null,
      status: 'CREATING',
      hash: null,
      error: null,
      createdAt: now,
      requestedAt: null,
      updatedAt: now,
      failedVerifications: 0,
    };
    payouts.set(payout.id, payout);
    return payout;
  });
  // Created, but the answer never arrives: the caller sees what a timeout looks like.
  if (fault === 'lost-answer') {
    response.destroy();
    return;
  }
  sendJson(response, 200, { id: batchId, withdrawals: made.map(withdrawalJson) });
}

/** validate-address and verify answer a bare OK. */
function answerOk(response: ServerResponse): void {
  response.writeHead(200, { 'content-type': 'text/plain' });
  response.end('OK');
}

const inBatch = (batchId: string) => [...payouts.values()].filter((payout) => payout.batchId === batchId);

function verify(response: ServerResponse, batchId: string, payload: Record<string, unknown> | null) {
  const batch = inBatch(batchId);
  if (batch.length === 0) return fail(response, 404, 'NOT_FOUND', 'Payout not found');
  if (batch.some((payout) => payout.status !== 'CREATING')) {
    return fail(response, 400, 'BAD_REQUEST', 'Payout is already verified');
  }
  if (batch[0]!.failedVerifications >= VERIFY_TRIES) {
    return fail(response, 400, 'BAD_REQUEST', 'Verification attempts exceeded');
  }
  const code = String(payload?.verification_code ?? '');
  if (matchingStep(process.env.NOWPAYMENTS_PAYOUT_2FA_SECRET ?? '', code, new Date()) === null) {
    for (const payout of batch) payout.failedVerifications += 1;
    return fail(response, 400, 'INVALID_VERIFICATION_CODE', 'Invalid verification code');
  }
  const now = new Date().toISOString();
  for (const payout of batch) Object.assign(payout, { status: 'WAITING', requestedAt: now, updatedAt: now });
  answerOk(response);
}

const PAYOUT_PATHS = /^\/(auth|estimate|payout)(\/|\?|$)/;

/** Whether a path under the API base is one of the payout calls (or the estimate they use). */
export function isPayoutApiPath(path: string): boolean {
  return PAYOUT_PATHS.test(path);
}

/** A payout call; `path` is under the API base, with its query. */
export function handlePayoutApi(request: IncomingMessage, response: ServerResponse, path: string, body: Buffer) {
  const url = new URL(path, 'http://simulator');
  const query = url.searchParams;
  const payload = readJson(body);
  // Creating, listing and verifying payouts take the sign-in's token; the faults asked for next strike these.
  const bearerCall = url.pathname === '/payout' || /^\/payout\/\d+\/verify$/.test(url.pathname);
  if (url.pathname === '/auth' && request.method === 'POST') {
    if (struckByFault(response, undefined)) return;
    return signIn(response, payload);
  }
  if (!apiKeyGiven(request)) return fail(response, 403, 'INVALID_API_KEY', 'Invalid api key');
  const fault = bearerCall ? nextFaults.shift() : undefined;
  if (struckByFault(response, fault)) return;
  if (bearerCall) {
    const problem = fault === 'expired-token' ? 'jwt expired' : tokenProblem(request);
    if (problem) return fail(response, 401, 'AUTH_REQUIRED', problem);
  }
  if (url.pathname === '/estimate' && request.method === 'GET') {
    const amount = Number(query.get('amount'));
    if (!(amount > 0) || query.get('currency_from') !== 'usd') {
      return fail(response, 400, 'BAD_REQUEST', 'amount and currency_from=usd are required');
    }
    const to = query.get('currency_to') ?? '';
    return sendJson(response, 200, {
      currency_from: 'usd',
      amount_from: amount,
      currency_to: to,
      estimated_amount: coinAmount(amount, to),
    });
  }
  if (url.pathname === '/payout/validate-address' && request.method === 'POST') {
    const currency = String(payload?.currency ?? '');
    const address = String(payload?.address ?? '');
    if (!validAddress(currency, address)) {
      return fail(response, 400, 'BAD_CREATE_WITHDRAWAL_REQUEST', `Invalid payout_address: ${address}`);
    }
    return answerOk(response);
  }
  if (url.pathname === '/payout/fee' && request.method === 'GET') {
    const currency = query.get('currency') ?? '';
    if (!currency || !(Number(query.get('amount')) > 0)) {
      return fail(response, 400, 'BAD_REQUEST', 'currency and amount are required');
    }
    return sendJson(response, 200, { currency, fee: Number(coinAmount(FEE_USD, currency)) });
  }
  if (url.pathname === '/payout' && request.method === 'POST') return create(response, payload, fault);
  if (url.pathname === '/payout' && request.method === 'GET') {
    const limit = Math.min(Number(query.get('limit')) || 10, 100);
    const page = Number(query.get('page')) || 0;
    const latest = [...payouts.values()].reverse().slice(page * limit, (page + 1) * limit);
    return sendJson(response, 200, { payouts: latest.map(withdrawalJson) });
  }
  const verifyPath = /^\/payout\/(\d+)\/verify$/.exec(url.pathname);
  if (verifyPath && request.method === 'POST') return verify(response, verifyPath[1]!, payload);
  const statusPath = /^\/payout\/(\d+)$/.exec(url.pathname);
  if (statusPath && request.method === 'GET') {
    const batch = inBatch(statusPath[1]!);
    if (batch.length === 0) return fail(response, 404, 'NOT_FOUND', 'Payout not found');
    return sendJson(response, 200, batch.map(withdrawalJson));
  }
  return fail(response, 404, 'NOT_FOUND', 'Not found');
}

/** Settles a verified payout as NOWPayments would, and posts its signed IPN; the IPN's answer status, or why none came. */
async function settle(payout: SimPayout, outcome: 'complete' | 'fail', reason: string): Promise<string> {
  const now = new Date().toISOString();
  if (outcome === 'complete') Object.assign(payout, { status: 'FINISHED', hash: randomBytes(32).toString('hex') });
  else Object.assign(payout, { status: 'FAILED', error: reason || 'Rejected by the simulator' });
  payout.updatedAt = now;
  const body = withdrawalJson(payout);
  try {
    const answer = await fetch(payout.ipnUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-nowpayments-sig': nowPaymentsSignature(process.env.NOWPAYMENTS_IPN_SECRET ?? '', body),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    return String(answer.status);
  } catch (error) {
    return `no answer (${(error as Error).message})`;
  }
}

function page(response: ServerResponse, query: URLSearchParams) {
  const rows = [...payouts.values()]
    .reverse()
    .map(
      (payout) => `<tr data-testid="nowpayments-payout"><td>${escapeHtml(payout.batchId)}</td>
<td>${escapeHtml(payout.amount)} ${escapeHtml(payout.currency.toUpperCase())}<br>${escapeHtml(payout.address)}</td>
<td>${escapeHtml(payout.uniqueExternalId ?? '')}</td><td>${escapeHtml(payout.status)}${payout.error ? `: ${escapeHtml(payout.error)}` : ''}</td>
<td>${
        payout.status === 'WAITING'
          ? `<form method="post" class="actions"><input type="hidden" name="payout" value="${escapeHtml(payout.id)}">
<button class="primary" name="outcome" value="complete">Complete</button>
<input name="reason" placeholder="Why it failed" aria-label="Why it failed" maxlength="200">
<button name="outcome" value="fail">Fail</button></form>`
          : payout.status === 'CREATING'
            ? '<span class="note">Waiting for its two-factor verification</span>'
            : ''
      }</td></tr>`,
    )
    .join('');
  const posted = query.get('ipn')
    ? `<p data-testid="posted">Payout ${escapeHtml(query.get('batch') ?? '')}'s IPN was posted: it answered <strong>${escapeHtml(query.get('ipn') ?? '')}</strong>.</p>`
    : '';
  sendPage(
    response,
    'NOWPayments payouts (simulator)',
    `<h1>NOWPayments payouts <span class="badge">simulator</span></h1>${posted}
<p class="note">Signed in as ${escapeHtml(process.env.NOWPAYMENTS_PAYOUT_EMAIL ?? '')}. A payout is sent once verified with the account's two-factor code;
Complete or Fail posts its withdrawal to its ipn_callback_url, signed x-nowpayments-sig.</p>
${rows ? `<table><tr><th>Batch</th><th>Amount, address</th><th>unique_external_id</th><th>Status</th><th></th></tr>${rows}</table>` : '<p class="note">No payout yet.</p>'}`,
  );
}

/** The payouts page, its buttons and its faults. */
export async function handlePayoutPages(
  request: IncomingMessage,
  response: ServerResponse,
  pathname: string,
  body: Buffer,
) {
  if (pathname === SIMULATOR_PATHS.nowpaymentsPayoutFaults && request.method === 'POST') {
    const asked = readJson(body)?.next;
    const valid = Array.isArray(asked) && asked.every((fault) => (NEXT_FAULTS as readonly unknown[]).includes(fault));
    if (!valid) return sendJson(response, 400, { error: `next: a list of ${NEXT_FAULTS.join(', ')}` });
    nextFaults.push(...(asked as NextFault[]));
    return sendJson(response, 200, { next: nextFaults });
  }
  if (pathname !== SIMULATOR_PATHS.nowpaymentsPayouts)
    return sendPage(response, 'Not found', '<h1>No such page</h1>', 404);
  if (request.method !== 'POST') return page(response, new URL(request.url ?? '/', 'http://localhost').searchParams);
  const form = new URLSearchParams(body.toString('utf8'));
  const payout = payouts.get(form.get('payout') ?? '');
  const outcome = form.get('outcome');
  if (!payout || payout.status !== 'WAITING' || (outcome !== 'complete' && outcome !== 'fail')) {
    return sendPage(response, 'Not found', '<h1>No verified payout waits with that id</h1>', 404);
  }
  const ipn = await settle(payout, outcome, form.get('reason') ?? '');
  redirect(response, `${SIMULATOR_PATHS.nowpaymentsPayouts}?${new URLSearchParams({ batch: payout.batchId, ipn })}`);
}

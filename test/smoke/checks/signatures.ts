// The webhooks demand their senders' signatures: an unsigned SMS is a 400, and an SMS or an IPN signed with a key
// that is not the stage's (a forgery) is a 403, so nothing is stored (docs/decisions/014 "Webhook signatures").

import { randomBytes } from 'node:crypto';
import * as z from 'zod';
import { coinPaymentsSignature, nowPaymentsSignature } from '../../../functions/adapters/payments/signatures.js';
import { inboundMessageForm } from '../../../functions/adapters/sms/twilio-inbound-message.js';
import { twilioSignature } from '../../../functions/adapters/sms/twilio-signature.js';
import { SIGNATURE_INVALID } from '../../../functions/http/webhooks/signature-header.js';
import { ROUTES } from '../../../shared/routes.js';
import { expectStatus, parsedJson, SmokeFailure, type SmokeHttp, type SmokeReply } from '../http.js';
import type { SmokeCheck } from '../check.js';

/** A number from Ofcom's range for drama, which no supplier routes. */
const NOBODY = '+447700900000';

/** What a forger would send, marked with the run's id: a test can then look for anything it left (there is none). */
export function forgedRequests(runId: string) {
  const sms = inboundMessageForm({ to: NOBODY, body: `smoke ${runId}`, from: NOBODY }, runId);
  for (const field of ['MessageSid', 'SmsSid', 'SmsMessageSid']) sms.set(field, `SM${runId}`);
  const coinPayments = new URLSearchParams({
    ipn_version: '1.0',
    ipn_type: 'api',
    ipn_mode: 'hmac',
    ipn_id: `smoke${runId}`,
    merchant: `smoke${runId}`,
    txn_id: `smoke${runId}`,
    status: '100',
    status_text: 'Complete',
    amount1: '1000',
    currency1: 'USD',
    invoice: `smoke${runId}`,
  }).toString();
  const nowPayments = {
    payment_id: Number.parseInt(runId.slice(0, 12), 16),
    payment_status: 'finished',
    order_id: `smoke${runId}`,
    price_amount: 1000,
    price_currency: 'usd',
  };
  return { sms, coinPayments, nowPayments };
}

/** A key no stage holds: what a forger signs with. */
const forgerKey = () => randomBytes(32).toString('hex');

/** The webhooks' refusal: the site's envelope (docs/decisions/013 "Answers"), so another server's 403 is no pass. */
const refusal = z.object({
  success: z.literal(false),
  error: z.string(),
  details: z.record(z.string(), z.string()).optional(),
});

/**
 * The refusal the webhook gives: `status`, and for 403 the product's own words; 503 means the stage has not been
 * given the secret yet, which the failure says rather than a bare status.
 */
function expectRefused(reply: SmokeReply, status: 400 | 403, what: string): void {
  if (reply.status === 503) throw new SmokeFailure(`${what}: 503, the webhook's secret is not set on this stage`);
  expectStatus(reply, status, what);
  const { error } = parsedJson(reply, refusal, what);
  if (status === 403 && error !== SIGNATURE_INVALID)
    throw new SmokeFailure(`${what}: refused for another reason: ${error}`);
}

/** POSTs a webhook as its sender would: a form (the SMS supplier, CoinPayments) or a JSON object (NOWPayments). */
function postWebhook(
  http: SmokeHttp,
  route: 'webhooks.sms' | 'webhooks.coinPayments' | 'webhooks.nowPayments',
  body: URLSearchParams | string | Record<string, unknown>,
  headers: Record<string, string>,
) {
  const json = typeof body === 'object' && !(body instanceof URLSearchParams);
  return http.send(ROUTES[route].path, {
    method: 'POST',
    headers: { 'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded', ...headers },
    body: json ? JSON.stringify(body) : body.toString(),
  });
}

export const SIGNATURE_CHECKS: readonly SmokeCheck[] = [
  {
    group: 'signatures',
    name: 'an unsigned SMS webhook is refused (400)',
    run: async ({ http, runId }) =>
      expectRefused(
        await postWebhook(http, 'webhooks.sms', forgedRequests(runId).sms, {}),
        400,
        'SMS without X-Twilio-Signature',
      ),
  },
  {
    group: 'signatures',
    name: 'a forged SMS webhook is refused (403)',
    run: async ({ http, runId }) => {
      const { sms } = forgedRequests(runId);
      const signature = twilioSignature(forgerKey(), `${http.origin}${ROUTES['webhooks.sms'].path}`, sms);
      expectRefused(
        await postWebhook(http, 'webhooks.sms', sms, { 'x-twilio-signature': signature }),
        403,
        'SMS with a forged signature',
      );
    },
  },
  {
    group: 'signatures',
    name: 'a forged CoinPayments IPN is refused (403)',
    run: async ({ http, runId }) => {
      const body = forgedRequests(runId).coinPayments;
      const reply = await postWebhook(http, 'webhooks.coinPayments', body, {
        hmac: coinPaymentsSignature(forgerKey(), body),
      });
      expectRefused(reply, 403, 'CoinPayments IPN with a forged HMAC');
    },
  },
  {
    group: 'signatures',
    name: 'a forged NOWPayments IPN is refused (403)',
    run: async ({ http, runId }) => {
      const ipn = forgedRequests(runId).nowPayments;
      const reply = await postWebhook(http, 'webhooks.nowPayments', ipn, {
        'x-nowpayments-sig': nowPaymentsSignature(forgerKey(), ipn),
      });
      expectRefused(reply, 403, 'NOWPayments IPN with a forged signature');
    },
  },
];

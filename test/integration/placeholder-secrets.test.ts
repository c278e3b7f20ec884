// While a secret is a placeholder or too short, what relies on it is refused: its webhook answers 503 even when
// signed with that public value, sessions are neither signed nor checked, and no provider is called.

import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coinPaymentsSignature, nowPaymentsSignature } from '../../functions/adapters/payments/signatures.js';
import { inboundMessageForm } from '../../functions/adapters/sms/twilio-inbound-message.js';
import { twilioSignature } from '../../functions/adapters/sms/twilio-signature.js';
import { SECRET_PLACEHOLDER } from '../../functions/adapters/secret-rules.js';
import { LOCAL_DEFAULTS } from '../../functions/local/local-defaults.js';
import { SESSION_COOKIE } from '../../shared/constants.js';
import { MESSAGES } from '../../shared/messages.js';
import { ROUTES } from '../../shared/routes.js';
import { Client, uniqueEmail } from '../support/http.js';
import { type LocalStack } from '../support/local-stack.js';
import { ownStack } from '../support/own-stack.js';

/** Fifteen characters: one short of the shortest usable secret. */
const SHORT = 'fifteen-chars-x';

const UNUSABLE = {
  JWT_SECRET: SECRET_PLACEHOLDER,
  COINPAYMENTS_PRIVATE_KEY: SHORT,
  COINPAYMENTS_IPN_SECRET: SHORT,
  NOWPAYMENTS_API_KEY: `${SECRET_PLACEHOLDER}_NOWPAYMENTS_API_KEY`,
  NOWPAYMENTS_IPN_SECRET: SECRET_PLACEHOLDER,
  SMS_SUPPLIER_AUTH_TOKEN: SECRET_PLACEHOLDER,
};

let stack: LocalStack;
beforeAll(async () => {
  stack = await ownStack(UNUSABLE);
});
afterAll(() => stack?.stop());

const post = (path: string, body: string, headers: Record<string, string>) =>
  fetch(`${stack.siteUrl}${path}`, { method: 'POST', headers, body });

describe('webhooks whose secret is a placeholder or too short', () => {
  it('answer 503 to a CoinPayments IPN signed with that very value', async () => {
    const body = new URLSearchParams({
      ipn_version: '1.0',
      ipn_type: 'api',
      ipn_mode: 'hmac',
      ipn_id: 'placeholder-test',
      merchant: LOCAL_DEFAULTS.COINPAYMENTS_MERCHANT_ID,
      txn_id: 'CPTEST',
      status: '100',
    }).toString();
    const reply = await post(ROUTES['webhooks.coinPayments'].path, body, {
      'content-type': 'application/x-www-form-urlencoded',
      hmac: coinPaymentsSignature(SHORT, body),
    });
    expect(reply.status).toBe(503);
    expect(await reply.json()).toMatchObject({ success: false, error: MESSAGES.tryAgainLater });
  });

  it('answer 503 to a CoinPayments withdrawal IPN for a payout, settling nothing (docs/decisions/064)', async () => {
    const body = new URLSearchParams({
      ipn_version: '1.0',
      ipn_type: 'withdrawal',
      ipn_mode: 'hmac',
      merchant: LOCAL_DEFAULTS.COINPAYMENTS_MERCHANT_ID,
      id: 'CWTEST',
      status: '2',
    }).toString();
    const reply = await post(`${ROUTES['webhooks.coinPaymentsPayout'].path}?payout=${'0'.repeat(32)}`, body, {
      'content-type': 'application/x-www-form-urlencoded',
      hmac: coinPaymentsSignature(SHORT, body),
    });
    expect(reply.status).toBe(503);
  });

  it('answer 503 to a NOWPayments payout IPN signed with the placeholder (docs/decisions/065)', async () => {
    const ipn = { id: '5000000001', status: 'FINISHED', unique_external_id: '0'.repeat(32) };
    const reply = await post(
      `${ROUTES['webhooks.nowPaymentsPayout'].path}?payout=${'0'.repeat(32)}`,
      JSON.stringify(ipn),
      {
        'content-type': 'application/json',
        'x-nowpayments-sig': nowPaymentsSignature(SECRET_PLACEHOLDER, ipn),
      },
    );
    expect(reply.status).toBe(503);
  });

  it('answer 503 to a NOWPayments IPN signed with the placeholder', async () => {
    const ipn = { payment_id: 1, payment_status: 'finished', order_id: 'anything', price_amount: 25 };
    const reply = await post(ROUTES['webhooks.nowPayments'].path, JSON.stringify(ipn), {
      'content-type': 'application/json',
      'x-nowpayments-sig': nowPaymentsSignature(SECRET_PLACEHOLDER, ipn),
    });
    expect(reply.status).toBe(503);
  });

  it('answer 503 to an SMS signed with the placeholder, before looking at the message', async () => {
    const url = `${stack.siteUrl}${ROUTES['webhooks.sms'].path}`;
    const form = inboundMessageForm({ to: '+447700900001', body: 'Your code is 123456', from: 'WhatsApp' }, 'x');
    const reply = await post(ROUTES['webhooks.sms'].path, form.toString(), {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilioSignature(SECRET_PLACEHOLDER, url, form),
    });
    expect(reply.status).toBe(503);
    // Not even an unsigned or malformed one gets further.
    expect((await post(ROUTES['webhooks.sms'].path, 'not a form', {})).status).toBe(503);
  });
});

describe('sessions while the JWT secret is a placeholder', () => {
  it('are not started: registering and logging in answer 503 and set no cookie', async () => {
    const client = new Client(stack.siteUrl);
    const email = uniqueEmail('placeholder');
    const password = 'correct horse 1';
    const registered = await client.post('/auth/register.php', {
      username: 'P',
      email,
      password,
      confirmPassword: password,
    });
    expect(registered.status).toBe(503);
    expect(registered.body.error).toBe(MESSAGES.tryAgainLater);
    expect(registered.headers.getSetCookie()).toEqual([]);
    const login = await client.post('/auth/login.php', { email, password });
    expect(login.status).toBe(503);
    expect(login.headers.getSetCookie()).toEqual([]);
  });

  it('are not accepted: a token signed with the placeholder opens nothing', async () => {
    const forged = jwt.sign({ sid: 'x' }, SECRET_PLACEHOLDER, { subject: 'u', issuer: 'uk-sms-numbers' });
    const client = new Client(stack.siteUrl);
    client.cookies.set(SESSION_COOKIE, forged);
    const me = await client.get('/auth/me.php');
    expect(me.status).toBe(503);
  });
});

describe('payment providers whose API key is a placeholder or too short', () => {
  it.each([
    ['CoinPayments', '/payment/coinpayments.php?type=one-time&service_id=1&amount=999&currency=USD&crypto=BTC'],
    ['NOWPayments', '/payment/nowpayments.php?type=buy&amount=2500&currency=USD&crypto=usdttrc20'],
  ])('are not called for %s: the buyer gets the spec’s payment failure', async (_provider, path) => {
    const reply = await new Client(stack.siteUrl).get(path);
    expect(reply.status).toBe(502);
    expect(reply.body.error).toBe(MESSAGES.paymentCreateFailed);
  });
});

describe('what needs no secret', () => {
  it('keeps working: the catalogue answers', async () => {
    expect((await new Client(stack.siteUrl).get('/services/list.php')).status).toBe(200);
  });
});

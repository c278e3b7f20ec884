// In AWS the API answers only requests that came through CloudFront, which adds the origin header: the HTTP API's own
// URL alone gets nothing, so a caller there cannot set CloudFront's client-address header to reset per-address limits.
// This stack runs with the check on, as every function in AWS does (test/unit/origin-guard.test.ts has the rest).

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN_SECRET_HEADER } from '../../functions/adapters/secret-rules.js';
import { LOCAL_DEFAULTS } from '../../functions/local/local-defaults.js';
import { MESSAGES } from '../../shared/messages.js';
import { ROUTES } from '../../shared/routes.js';
import { type LocalStack } from '../support/local-stack.js';
import { ownStack } from '../support/own-stack.js';

const SERVICES = ROUTES['services.list'].path;
const VIEWER = { 'cloudfront-viewer-address': '203.0.113.7:443' };

let stack: LocalStack;
beforeAll(async () => {
  stack = await ownStack({ ORIGIN_CHECK: 'on', CLIENT_ADDRESS_SOURCE: 'cloudfront' });
});
afterAll(() => stack?.stop());

describe('with the origin check on', () => {
  it('refuses a request without the origin header, whatever client address it claims', async () => {
    const reply = await fetch(`${stack.siteUrl}${SERVICES}`, { headers: VIEWER });
    expect(reply.status).toBe(403);
    expect(await reply.json()).toEqual({ success: false, error: MESSAGES.forbidden });
  });

  it('refuses a request whose origin header is not the secret', async () => {
    const reply = await fetch(`${stack.siteUrl}${SERVICES}`, {
      headers: { ...VIEWER, [ORIGIN_SECRET_HEADER]: `${LOCAL_DEFAULTS.ORIGIN_SECRET}x` },
    });
    expect(reply.status).toBe(403);
  });

  it('answers a request that carries the secret, as CloudFront sends it', async () => {
    const reply = await fetch(`${stack.siteUrl}${SERVICES}`, {
      headers: { ...VIEWER, [ORIGIN_SECRET_HEADER]: LOCAL_DEFAULTS.ORIGIN_SECRET },
    });
    expect(reply.status).toBe(200);
    expect(await reply.json()).toMatchObject({ success: true });
  });

  it('covers the providers’ notifications, which also come through CloudFront', async () => {
    const reply = await fetch(`${stack.siteUrl}${ROUTES['webhooks.coinPayments'].path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'ipn_version=1.0',
    });
    expect(reply.status).toBe(403);
  });

  it('covers the sms-activate protocol, refused in its own wording before the key is looked at', async () => {
    // A wrong key would be BAD_KEY: the protocol words the origin refusal as an action it does not allow.
    const reply = await fetch(`${stack.siteUrl}${ROUTES['smsActivate.get'].path}?api_key=x&action=getBalance`);
    expect(await reply.text()).toBe('BAD_ACTION');
  });
});

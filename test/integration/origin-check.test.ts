// In AWS the API answers only requests that came through CloudFront, which adds the origin header: the HTTP API's own
// URL alone gets nothing, so a caller there cannot set CloudFront's client-address header to reset per-address limits.
// The push socket's handshake is checked the same way, so the WebSocket API's own address is no side door past the WAF
// (docs/decisions/057). This stack runs with the check on, as every function in AWS does (test/unit/origin-guard.test.ts
// has the rest).

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TableClient } from '../../functions/adapters/dynamo/document-client.js';
import { createPushConnectionRepository } from '../../functions/adapters/dynamo/push-connection-repository.js';
import { ORIGIN_SECRET_HEADER } from '../../functions/adapters/secret-rules.js';
import { LOCAL_DEFAULTS } from '../../functions/local/local-defaults.js';
import { MESSAGES } from '../../shared/messages.js';
import { ROUTES } from '../../shared/routes.js';
import { Client } from '../support/http.js';
import { type LocalStack } from '../support/local-stack.js';
import { ownStackWithTable } from '../support/own-stack.js';
import { openPushSocket } from '../support/push-socket.js';

const SERVICES = ROUTES['services.list'].path;
const VIEWER = { 'cloudfront-viewer-address': '203.0.113.7:443' };
/** What CloudFront adds to every request it forwards, the push socket's handshake too. */
const THROUGH_CLOUDFRONT = { ...VIEWER, [ORIGIN_SECRET_HEADER]: LOCAL_DEFAULTS.ORIGIN_SECRET };

let stack: LocalStack;
let table: TableClient;
beforeAll(async () => {
  ({ stack, table } = await ownStackWithTable({ ORIGIN_CHECK: 'on', CLIENT_ADDRESS_SOURCE: 'cloudfront' }));
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
    const reply = await fetch(`${stack.siteUrl}${SERVICES}`, { headers: THROUGH_CLOUDFRONT });
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

describe('the push socket with the origin check on', () => {
  /** An anonymous buyer's order, created through CloudFront: its link id lets a page watch it. */
  async function anonymousOrder(): Promise<string> {
    const created = await new Client(stack.siteUrl).call(
      'GET',
      '/payment/coinpayments.php?type=one-time&service_id=2&amount=959&currency=USD&crypto=BTC',
      undefined,
      THROUGH_CLOUDFRONT,
    );
    expect(created.status).toBe(201);
    return created.body.order_id as string;
  }
  const watchers = (orderId: string) => createPushConnectionRepository(table).watching({ kind: 'order', id: orderId });

  it('refuses a handshake without the origin header, as the WebSocket API’s own address gets it, and keeps nothing', async () => {
    const orderId = await anonymousOrder();
    await expect(openPushSocket(`order=${orderId}`, { siteUrl: stack.siteUrl })).rejects.toThrow('refused 403');
    await expect(
      openPushSocket(`order=${orderId}`, {
        siteUrl: stack.siteUrl,
        headers: { [ORIGIN_SECRET_HEADER]: `${LOCAL_DEFAULTS.ORIGIN_SECRET}x` },
      }),
    ).rejects.toThrow('refused 403');
    expect(await watchers(orderId)).toHaveLength(0);
  });

  it('admits the same handshake through CloudFront, which adds the header', async () => {
    const orderId = await anonymousOrder();
    const socket = await openPushSocket(`order=${orderId}`, { siteUrl: stack.siteUrl, headers: THROUGH_CLOUDFRONT });
    expect(await watchers(orderId)).toHaveLength(1);
    await socket.close();
  });
});

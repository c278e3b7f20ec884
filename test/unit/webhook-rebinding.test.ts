import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebhookPoster } from '../../functions/adapters/webhooks/post-webhook.js';
import { webhookUrlProblem, type WebhookTargets } from '../../functions/domain/webhooks/webhook-url.js';

/** A listener on this machine that counts the connections made to it (an internal service a webhook must not reach). */
let internal: Server;
let connections = 0;
let port: number;

beforeAll(async () => {
  internal = createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve));
  port = (internal.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => internal.close(resolve)));

/** A name that answers each resolution with the next of `answers` (the last one repeats). */
function rebinding(answers: string[][], allowLocalHttp: boolean): WebhookTargets {
  let asked = 0;
  return { allowLocalHttp, addresses: async () => answers[Math.min(asked++, answers.length - 1)]! };
}

describe('a webhook is sent to the address that was checked', () => {
  it('refuses to connect when the name answers a public address to the check and an internal one afterwards', async () => {
    connections = 0;
    const targets = rebinding([['93.184.216.34'], ['127.0.0.1']], false);
    const url = `https://localhost:${port}/hook`;
    expect(await webhookUrlProblem(targets, url)).toBeNull();
    expect(await createWebhookPoster(targets)(url, '{}', { 'content-type': 'application/json' }, 2_000)).toBeNull();
    expect(connections).toBe(0);
  });

  it('refuses when any address the name answers at connect time is internal', async () => {
    connections = 0;
    const targets = rebinding([['93.184.216.34', '10.0.0.7']], false);
    expect(await createWebhookPoster(targets)(`https://localhost:${port}/hook`, '{}', {}, 2_000)).toBeNull();
    expect(connections).toBe(0);
  });

  it('connects to the checked loopback address when running locally', async () => {
    connections = 0;
    const targets = rebinding([['127.0.0.1']], true);
    expect(await createWebhookPoster(targets)(`http://localhost:${port}/hook`, '{}', {}, 2_000)).toBeNull();
    expect(connections).toBe(1);
  });
});

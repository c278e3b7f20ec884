import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateWebhookSecret, webhookSignature } from '../../functions/domain/webhooks/webhook-signature.js';
import { webhookUrlProblem, type WebhookTargets } from '../../functions/domain/webhooks/webhook-url.js';

const resolvesTo = (addresses: Record<string, string[]>, allowLocalHttp = false): WebhookTargets => ({
  allowLocalHttp,
  addresses: async (host) => addresses[host] ?? [host],
});

describe('webhook signatures', () => {
  it('signs the documented check vector to the documented v1', () => {
    const body =
      '{"id":"evt_1","event":"sms.received","data":{"order_id":"o1","code":"482917"},"timestamp":"2023-11-14T22:13:20.000Z"}';
    expect(webhookSignature('whsec_test', 1_700_000_000, body)).toBe(
      't=1700000000,v1=bffe4a86a0ef4c823a10098c78c82d0d02023136522011a7da689136d2842317',
    );
  });

  it('makes a fresh whsec_ secret each time, usable as an HMAC key', () => {
    const [a, b] = [generateWebhookSecret(), generateWebhookSecret()];
    expect(a).toMatch(/^whsec_[0-9a-f]{48}$/);
    expect(a).not.toBe(b);
    expect(webhookSignature(a, 1, 'x')).toBe(`t=1,v1=${createHmac('sha256', a).update('1.x').digest('hex')}`);
  });
});

describe('where a webhook may point', () => {
  const aws = resolvesTo({ 'hooks.example.com': ['93.184.216.34'], 'inside.example.com': ['10.1.2.3'] });

  it('accepts https to a public address in AWS', async () => {
    expect(await webhookUrlProblem(aws, 'https://hooks.example.com/sms')).toBeNull();
  });

  it.each([
    ['not a URL', 'hooks.example.com/sms', 'must be a full URL'],
    ['http', 'http://hooks.example.com/sms', 'must start with https://'],
    ['a private name', 'https://inside.example.com/sms', 'private, loopback or link-local'],
    ['loopback', 'https://127.0.0.1/sms', 'private, loopback or link-local'],
    ['IPv6 loopback', 'https://[::1]/sms', 'private, loopback or link-local'],
    ['link-local (instance metadata)', 'https://169.254.169.254/latest', 'private, loopback or link-local'],
    ['a mapped private address', 'https://[::ffff:192.168.0.1]/', 'private, loopback or link-local'],
    ['credentials', 'https://user:pw@hooks.example.com/', 'user name or password'],
  ])('refuses %s in AWS', async (_name, url, words) => {
    expect(await webhookUrlProblem(aws, url)).toContain(words);
  });

  it('refuses a host that cannot be found', async () => {
    const nowhere: WebhookTargets = {
      allowLocalHttp: false,
      addresses: async () => Promise.reject(new Error('ENOTFOUND')),
    };
    expect(await webhookUrlProblem(nowhere, 'https://nowhere.invalid/')).toContain('could not be found');
  });

  it('allows http to loopback locally, but still no private network addresses', async () => {
    const local = resolvesTo({ localhost: ['127.0.0.1'] }, true);
    expect(await webhookUrlProblem(local, 'http://127.0.0.1:4000/hook')).toBeNull();
    expect(await webhookUrlProblem(local, 'http://localhost:4000/hook')).toBeNull();
    expect(await webhookUrlProblem(local, 'http://10.0.0.5/hook')).toContain('private');
    expect(await webhookUrlProblem(local, 'ftp://127.0.0.1/hook')).toContain('https://');
  });
});

import { describe, expect, it } from 'vitest';
import { API_KEY_MONTHLY_QUOTA } from '../../shared/constants.js';
import { MESSAGES } from '../../shared/messages.js';
import { callApi, developer, setKeyFields } from '../support/api-keys.js';
import { localTable } from '../support/table.js';

const table = localTable();

describe('public API keys and metering', () => {
  it('refuses a missing or unknown key with 401 UNAUTHORIZED and counts nothing', async () => {
    const dev = await developer(table, 1_000, 'api-unknown');
    for (const key of [null, `${dev.key.slice(0, -1)}x`, 'uks_live_nope']) {
      const reply = await callApi(key, 'GET', '/balance');
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({
        success: false,
        error: { code: 'UNAUTHORIZED', message: MESSAGES.apiKeyMissing, details: null },
      });
    }
    expect(await dev.listed()).toMatchObject({ requests: 0, last_used: 'Never' });
  });

  it('counts each call against the quota, says so in RateLimit headers and records when the key was last used', async () => {
    const dev = await developer(table, 1_234, 'api-metered');
    const first = await dev.api('GET', '/balance');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, data: { balance_cents: 1_234, currency: 'USD' } });
    expect(first.headers.get('ratelimit-limit')).toBe(String(API_KEY_MONTHLY_QUOTA));
    expect(first.headers.get('ratelimit-remaining')).toBe(String(API_KEY_MONTHLY_QUOTA - 1));
    const reset = Number(first.headers.get('ratelimit-reset'));
    expect(reset).toBeGreaterThan(29 * 86_400);
    expect(reset).toBeLessThanOrEqual(30 * 86_400);
    const second = await dev.api('GET', '/services');
    expect(second.headers.get('ratelimit-remaining')).toBe(String(API_KEY_MONTHLY_QUOTA - 2));
    const listed = await dev.listed();
    expect(listed.requests).toBe(2);
    expect(Date.now() - Date.parse(listed.last_used)).toBeLessThan(10_000);
  });

  it('refuses a disabled key with 403 KEY_INACTIVE and a suspended one with 402 SUBSCRIPTION_SUSPENDED, counting neither', async () => {
    const dev = await developer(table, 0, 'api-refused');
    expect((await dev.client.put(`/users/api-keys.php?id=${dev.keyId}`, { status: 'inactive' })).status).toBe(200);
    const inactive = await dev.api('GET', '/balance');
    expect(inactive.status).toBe(403);
    expect(inactive.body.error).toMatchObject({ code: 'KEY_INACTIVE', message: MESSAGES.apiKeyInactive });
    expect(inactive.headers.get('ratelimit-remaining')).toBe(String(API_KEY_MONTHLY_QUOTA));

    expect((await dev.client.put(`/users/api-keys.php?id=${dev.keyId}`, { status: 'active' })).status).toBe(200);
    await setKeyFields(table, dev.key, { subscriptionStatus: 'suspended' });
    const suspended = await dev.api('GET', '/balance');
    expect(suspended.status).toBe(402);
    expect(suspended.body.error).toMatchObject({ code: 'SUBSCRIPTION_SUSPENDED', message: MESSAGES.apiKeySuspended });
    expect((await dev.listed()).requests).toBe(0);
  });

  it('lets exactly the quota through when 50 calls race at its edge, and refuses the rest with 429 QUOTA_EXCEEDED', async () => {
    const dev = await developer(table, 0, 'api-race');
    await setKeyFields(table, dev.key, { requests: API_KEY_MONTHLY_QUOTA - 20 });
    const replies = await Promise.all(Array.from({ length: 50 }, () => dev.api('GET', '/balance')));
    const passed = replies.filter((reply) => reply.status === 200);
    const refused = replies.filter((reply) => reply.status === 429);
    expect(passed).toHaveLength(20);
    expect(refused).toHaveLength(30);
    for (const reply of refused) {
      expect(reply.body.error).toMatchObject({ code: 'QUOTA_EXCEEDED', message: MESSAGES.apiQuotaExceeded });
      expect(reply.headers.get('ratelimit-remaining')).toBe('0');
      expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(new Set(passed.map((reply) => reply.headers.get('ratelimit-remaining')))).toEqual(
      new Set(Array.from({ length: 20 }, (_, i) => String(i))),
    );
    expect((await dev.listed()).requests).toBe(API_KEY_MONTHLY_QUOTA);
  }, 60_000);
});

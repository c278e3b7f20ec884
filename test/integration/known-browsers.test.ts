// Lockout without a lever for strangers (docs/decisions/050): failed sign-ins count per account and client address,
// with a much higher ceiling for the account; a browser that signed in to the account before (its known-browser cookie)
// counts its own, so a stranger's wrong guesses from anywhere never keep the owner out, and the owner can always reset
// the password. The stack reads client addresses as behind CloudFront, so each request says where it comes from; its
// new-browser alerts name the place CloudFront tells.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWN_BROWSER_COOKIE, LOGIN_ACCOUNT_MAX_FAILURES, LOGIN_MAX_FAILURES } from '../../shared/constants.js';
import { MESSAGES } from '../../shared/messages.js';
import { Client, registeredMember, type Reply } from '../support/http.js';
import type { LocalStack } from '../support/local-stack.js';
import { ownStack } from '../support/own-stack.js';
import { mailsWith } from '../support/sms.js';

let stack: LocalStack;
beforeAll(async () => {
  stack = await ownStack({ CLIENT_ADDRESS_SOURCE: 'cloudfront' });
});
afterAll(() => stack?.stop());

/** A sign-in from `client` at `address`, as CloudFront tells it (and the place, when given). */
const signIn = (client: Client, address: string, body: object, headers: Record<string, string> = {}): Promise<Reply> =>
  client.call('POST', '/auth/login.php', body, { 'cloudfront-viewer-address': `${address}:443`, ...headers });

/** The owner: registered (so the browser is known to the account), then logged out, keeping the cookie. */
async function owner(label: string) {
  const member = await registeredMember(label, undefined, stack.siteUrl);
  expect(member.client.cookies.has(KNOWN_BROWSER_COOKIE)).toBe(true);
  expect((await member.client.post('/auth/logout.php')).status).toBe(200);
  return member;
}

describe('a stranger guessing the password', () => {
  it("is refused after 10 wrong guesses from an address, even the right password; the owner's known browser still signs in", async () => {
    const { client: ownBrowser, email, password } = await owner('guarded');
    const stranger = new Client(stack.siteUrl);
    const statuses: number[] = [];
    for (let guess = 0; guess < 50; guess += 1) {
      statuses.push((await signIn(stranger, '203.0.113.66', { email, password: `guess ${guess}` })).status);
    }
    expect(statuses.slice(0, LOGIN_MAX_FAILURES)).toEqual(Array(LOGIN_MAX_FAILURES).fill(401));
    expect(statuses.slice(LOGIN_MAX_FAILURES)).toEqual(Array(50 - LOGIN_MAX_FAILURES).fill(429));
    const refused = await signIn(stranger, '203.0.113.66', { email, password });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(MESSAGES.tooManyLoginAttempts);

    // The owner's browser signs in from elsewhere, and even from the stranger's own address (one network, say).
    expect((await signIn(ownBrowser, '198.51.100.7', { email, password })).status).toBe(200);
    expect((await signIn(ownBrowser, '203.0.113.66', { email, password })).status).toBe(200);
    // A new browser of the owner, at the owner's address, has that address's allowance for the account.
    expect((await signIn(new Client(stack.siteUrl), '198.51.100.7', { email, password })).status).toBe(200);
  });

  it("stops every unknown browser at the account's ceiling, never the known one; a reset lets the owner in anywhere", async () => {
    const { client: ownBrowser, email, password } = await owner('besieged');
    const addresses = LOGIN_ACCOUNT_MAX_FAILURES / LOGIN_MAX_FAILURES;
    for (let a = 0; a < addresses; a += 1) {
      const stranger = new Client(stack.siteUrl);
      const replies = await Promise.all(
        Array.from({ length: LOGIN_MAX_FAILURES }, (_, guess) =>
          signIn(stranger, `192.0.2.${a + 1}`, { email, password: `guess ${a}-${guess}` }),
        ),
      );
      expect(replies.map((reply) => reply.status)).toEqual(Array(LOGIN_MAX_FAILURES).fill(401));
    }
    const elsewhere = await signIn(new Client(stack.siteUrl), '192.0.2.200', { email, password });
    expect(elsewhere.status).toBe(429);
    expect(elsewhere.body.error).toBe(MESSAGES.tooManyAccountLoginAttempts);
    expect((await signIn(ownBrowser, '192.0.2.200', { email, password })).status).toBe(200);

    // The owner asks for a reset from anywhere and sets a new password: a new browser then signs in.
    expect((await new Client(stack.siteUrl).post('/auth/reset-password.php', { email })).status).toBe(200);
    const [reset] = await mailsWith(email, 'Reset your password', stack.mailboxUrl);
    const token = new URL(/(http\S+reset_token=\S+)/.exec(reset!.body.text)![1]!).searchParams.get('reset_token');
    const confirmed = await new Client(stack.siteUrl).call(
      'POST',
      '/auth/reset-password/confirm.php',
      { token, password: 'owner again 1' },
      { 'cloudfront-viewer-address': '192.0.2.201:443' },
    );
    expect(confirmed.status).toBe(200);
    const fresh = await signIn(new Client(stack.siteUrl), '192.0.2.201', { email, password: 'owner again 1' });
    expect(fresh.status).toBe(200);
  });
});

describe('a sign-in from a browser new to the account', () => {
  it('is mailed with the browser, the address and the place CloudFront tells, never with words from the request', async () => {
    const { email, password } = await owner('travelling');
    const place = {
      'cloudfront-viewer-city': 'Manchester',
      'cloudfront-viewer-country-region-name': 'England',
      'cloudfront-viewer-country': 'GB',
      'user-agent': 'URGENT call +44 20 7946 0000/1.0',
    };
    expect((await signIn(new Client(stack.siteUrl), '198.51.100.23', { email, password }, place)).status).toBe(200);
    const [alert] = await mailsWith(email, 'New sign-in to your account', stack.mailboxUrl);
    expect(alert!.body.text).toContain('From: 198.51.100.23 (Manchester, England, GB)');
    expect(alert!.body.text).toContain('Browser: a browser we could not name');
    expect(alert!.body.text).not.toContain('URGENT');
  });
});

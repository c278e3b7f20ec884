// Per-address allowances and the Secure cookie, on a stack of its own with the production allowances
// (ADDRESS_LIMIT_SCALE 1) and COOKIE_SECURE as in AWS. Every request here comes from 127.0.0.1, so each allowance is
// tested once, in a window with time enough left for the whole test: this stack's clock is moved to the next window
// when too little is left (it is this file's alone).

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_LIMITS } from '../../shared/constants.js';
import { MESSAGES } from '../../shared/messages.js';
import { moveClock, stackNow } from '../support/clock.js';
import { Client, uniqueEmail, type Reply } from '../support/http.js';
import { type LocalStack } from '../support/local-stack.js';
import { ownStack } from '../support/own-stack.js';

let stack: LocalStack;
const client = () => new Client(stack.siteUrl);
const PASSWORD = 'password1';
const registered: { client: Client; reply: Reply; email: string }[] = [];

beforeAll(async () => {
  stack = await ownStack({ ADDRESS_LIMIT_SCALE: '1', COOKIE_SECURE: 'true' });
});
afterAll(() => stack?.stop());

/**
 * Moves this stack's clock (docs/decisions/049) to the next fixed window when fewer than `neededS` seconds are left in
 * this one, rather than waiting for it.
 */
async function withTimeLeft(windowS: number, neededS: number) {
  const leftS = windowS - (((await stackNow(stack.siteUrl)) / 1000) % windowS);
  if (leftS < neededS) await moveClock(Math.ceil(leftS + 1) * 1000, stack.siteUrl);
}

function expectAddressLimited(reply: Reply, windowS: number) {
  expect(reply.status).toBe(429);
  expect(reply.body.error).toMatch(/^Too many requests from your network\. Please try again in \d+ minutes?\.$/);
  const retryAfter = Number(reply.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowS);
}

describe('per-address allowances', () => {
  const { register, passwordReset, login, anonymousOrder, contact } = ADDRESS_LIMITS;

  it(`takes ${contact.max} contact messages an hour from one address, whichever emails they give`, async () => {
    await withTimeLeft(contact.windowS, 60);
    const send = (i: number) =>
      client().post('/contact.php', {
        username: 'Visitor',
        email: uniqueEmail(`contact-${i}`),
        subject: 'Hi',
        message: 'Hello',
      });
    for (let i = 0; i < contact.max; i += 1) expect((await send(i)).status).toBe(201);
    expectAddressLimited(await send(contact.max), contact.windowS);
  }, 120_000);

  it(`takes ${register.max} of ${register.max + 1} parallel registrations from one address in an hour`, async () => {
    await withTimeLeft(register.windowS, 90);
    const attempts = await Promise.all(
      Array.from({ length: register.max + 1 }, async (_, i) => {
        const visitor = client();
        const email = uniqueEmail(`signup-${i}`);
        const reply = await visitor.post('/auth/register.php', {
          username: `Signup ${i}`,
          email,
          password: PASSWORD,
          confirmPassword: PASSWORD,
        });
        return { client: visitor, reply, email };
      }),
    );
    registered.push(...attempts.filter((attempt) => attempt.reply.status === 201));
    expect(registered).toHaveLength(register.max);
    const refused = attempts.filter((attempt) => attempt.reply.status !== 201);
    expect(refused).toHaveLength(1);
    expectAddressLimited(refused[0]!.reply, register.windowS);
  }, 180_000);

  it(`takes ${passwordReset.max} reset requests an hour, and ignores a CloudFront-Viewer-Address sent to it directly`, async () => {
    await withTimeLeft(passwordReset.windowS, 60);
    for (let i = 0; i < passwordReset.max; i += 1) {
      expect((await client().post('/auth/reset-password.php', { email: uniqueEmail('nobody') })).status).toBe(404);
    }
    expectAddressLimited(
      await client().post('/auth/reset-password.php', { email: uniqueEmail('nobody') }),
      passwordReset.windowS,
    );
    const spoofed = await client().call(
      'POST',
      '/auth/reset-password.php',
      { email: uniqueEmail('nobody') },
      { 'cloudfront-viewer-address': '203.0.113.9:4444' },
    );
    expectAddressLimited(spoofed, passwordReset.windowS);
  }, 180_000);

  it(`counts every login attempt, ${login.max} per 15 minutes, whichever emails they name`, async () => {
    await withTimeLeft(login.windowS, 120);
    const { email } = registered[0]!;
    const replies: Reply[] = [];
    for (let i = 0; i < login.max; i += 1) {
      replies.push(await client().post('/auth/login.php', { email, password: `guess-${i}` }));
    }
    // The email locks after 10 failures; the attempts after that still count against the address.
    expect(replies.filter((reply) => reply.status === 401)).toHaveLength(10);
    const locked = replies.filter((reply) => reply.status === 429);
    expect(locked).toHaveLength(login.max - 10);
    for (const reply of locked) expect(reply.body.error).toBe(MESSAGES.tooManyLoginAttempts);
    expectAddressLimited(
      await client().post('/auth/login.php', { email: registered[1]!.email, password: PASSWORD }),
      login.windowS,
    );
  }, 180_000);

  it(`takes ${anonymousOrder.max} anonymous orders an hour`, async () => {
    await withTimeLeft(anonymousOrder.windowS, 60);
    const order = '/payment/coinpayments.php?type=one-time&service_id=1&amount=999&currency=USD&crypto=BTC';
    for (let i = 0; i < anonymousOrder.max; i += 1) expect((await client().get(order)).status).toBe(201);
    expectAddressLimited(await client().get(order), anonymousOrder.windowS);
  }, 180_000);
});

describe('the Secure session cookie', () => {
  it('is __Host-session (Path=/, Secure, no Domain), and the same token under the plain name is no session', async () => {
    const { client: member, reply } = registered[0]!;
    const cookie = reply.headers.getSetCookie().find((line) => line.startsWith('__Host-session='));
    expect(cookie).toMatch(/; Path=\/;/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).not.toMatch(/domain=/i);
    expect((await member.get('/auth/me.php')).status).toBe(200);

    const plain = client();
    plain.cookies.set('session', member.cookies.get('__Host-session')!);
    expect((await plain.get('/auth/me.php')).status).toBe(401);
  });
});

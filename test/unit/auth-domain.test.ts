import { randomBytes, scryptSync } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import {
  MIN_PASSWORD_COST_LOG2N,
  PASSWORD_COST_LOG2N,
  createPasswordHasher,
} from '../../functions/domain/auth/password.js';
import { clearedSessionCookie, sessionCookie } from '../../functions/http/core/cookies.js';
import { hashResetToken, resetLink } from '../../functions/domain/auth/password-reset.js';
import { readSessionToken, signSessionToken } from '../../functions/domain/auth/session-token.js';

const SECRET = 'a-test-secret-that-is-at-least-32-characters';

const passwords = createPasswordHasher();
const hashPassword = (password: string) => passwords.hash(password);
const verifyPassword = (password: string, stored: string) => passwords.verify(password, stored);

// Each hash at OWASP's cost takes about 0.4 s of a core: on a busy machine a test of several takes seconds.
describe('passwords', { timeout: 30_000 }, () => {
  it('hashes at OWASP’s cost (N=2^17) unless made cheaper, and never below the old cost (2^14) or above 2^17', async () => {
    expect(PASSWORD_COST_LOG2N).toBe(17);
    const cheap = createPasswordHasher(MIN_PASSWORD_COST_LOG2N);
    const hash = await cheap.hash('correct horse');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await passwords.verify('correct horse', hash)).toBe(true);
    expect(passwords.needsRehash(hash)).toBe(true);
    expect(cheap.needsRehash(hash)).toBe(false);
    for (const cost of [13, 18, 15.5]) expect(() => createPasswordHasher(cost)).toThrow(RangeError);
  });

  it('hashes with a fresh salt and verifies only the right password', async () => {
    const first = await hashPassword('correct horse');
    const second = await hashPassword('correct horse');
    expect(first).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('correct horse', first)).toBe(true);
    expect(await verifyPassword('Correct horse', first)).toBe(false);
  });

  it('never matches the decoy used for unknown emails, nor a malformed hash', async () => {
    expect(await verifyPassword('', passwords.decoy)).toBe(false);
    expect(await verifyPassword('anything', 'plain-text')).toBe(false);
  });

  it("still verifies a hash made at the old cost (N=2^14) and marks it for upgrade; today's is not", async () => {
    const salt = randomBytes(16);
    const key = scryptSync('old password', salt, 64, { N: 16_384, r: 8, p: 1 });
    const old = ['scrypt', 16_384, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
    expect(await verifyPassword('old password', old)).toBe(true);
    expect(await verifyPassword('Old password', old)).toBe(false);
    expect(passwords.needsRehash(old)).toBe(true);
    expect(passwords.needsRehash(await hashPassword('old password'))).toBe(false);
  });

  it('refuses, without computing, a stored hash asking for absurd parameters or lengths', async () => {
    const salt = Buffer.alloc(16).toString('base64');
    const key = Buffer.alloc(64).toString('base64');
    const absurd = [
      `scrypt$1073741824$8$1$${salt}$${key}`, // N=2^30: 1 TiB
      `scrypt$131072$1000000$1$${salt}$${key}`,
      `scrypt$131072$8$4000$${salt}$${key}`,
      `scrypt$131073$8$1$${salt}$${key}`, // not a power of two
      `scrypt$1024$8$1$${salt}$${key}`, // too cheap to have been ours
      `scrypt$131072$8$1$${salt}$${Buffer.alloc(100_000).toString('base64')}`,
      `scrypt$131072$8$1$$${key}`,
      `scrypt$1e5$8$1$${salt}$${key}`,
      `scrypt$131072$8$1$${salt}$${key}$extra`,
    ];
    const started = performance.now();
    for (const stored of absurd) expect(await verifyPassword('password', stored)).toBe(false);
    expect(performance.now() - started).toBeLessThan(100);
  });
});

describe('the session cookie', () => {
  it('is named __Host-session where it is Secure, with Path=/ and no Domain', () => {
    const cookie = sessionCookie('token', true);
    expect(cookie).toMatch(/^__Host-session=token; /);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('Secure');
    expect(cookie).not.toMatch(/domain=/i);
    expect(clearedSessionCookie(true)).toMatch(/^__Host-session=; .*Max-Age=0.*Secure/);
  });

  it('keeps the plain name over http, where browsers refuse a __Host- cookie', () => {
    expect(sessionCookie('token', false)).toMatch(/^session=token; /);
    expect(sessionCookie('token', false)).not.toContain('Secure');
  });
});

describe('session tokens', () => {
  it('round-trips the session and user ids', () => {
    const token = signSessionToken('sid-1', 'user-1', SECRET);
    expect(readSessionToken(token, SECRET)).toEqual({ sessionId: 'sid-1', userId: 'user-1' });
  });

  it('rejects tokens signed with another secret, another algorithm, or expired', () => {
    expect(readSessionToken(signSessionToken('s', 'u', `${SECRET}-other`), SECRET)).toBeNull();
    const unsigned = jwt.sign({ sid: 's' }, '', { algorithm: 'none', subject: 'u', issuer: 'uk-sms-numbers' });
    expect(readSessionToken(unsigned, SECRET)).toBeNull();
    const expired = jwt.sign({ sid: 's', exp: Math.floor(Date.now() / 1000) - 1 }, SECRET, {
      subject: 'u',
      issuer: 'uk-sms-numbers',
    });
    expect(readSessionToken(expired, SECRET)).toBeNull();
    expect(readSessionToken('garbage', SECRET)).toBeNull();
  });
});

describe('reset links', () => {
  it('store only a hash of the token and open the site with it', () => {
    expect(hashResetToken('abc')).toHaveLength(64);
    expect(hashResetToken('abc')).not.toContain('abc');
    expect(resetLink('https://example.com/', 'tok')).toBe('https://example.com/?reset_token=tok');
  });
});

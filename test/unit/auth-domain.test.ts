import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { DECOY_HASH, hashPassword, verifyPassword } from '../../functions/domain/auth/password.js';
import { hashResetToken, resetLink } from '../../functions/domain/auth/password-reset.js';
import { readSessionToken, signSessionToken } from '../../functions/domain/auth/session-token.js';

const SECRET = 'a-test-secret-that-is-at-least-32-characters';

describe('passwords', () => {
  it('hashes with a fresh salt and verifies only the right password', async () => {
    const first = await hashPassword('correct horse');
    const second = await hashPassword('correct horse');
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('correct horse', first)).toBe(true);
    expect(await verifyPassword('Correct horse', first)).toBe(false);
  });

  it('never matches the decoy used for unknown emails, nor a malformed hash', async () => {
    expect(await verifyPassword('', DECOY_HASH)).toBe(false);
    expect(await verifyPassword('anything', 'plain-text')).toBe(false);
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

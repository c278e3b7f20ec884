// A function reads each secret when it needs it: a Secrets Manager failure is not kept, a fetched value is kept for
// SECRET_MAX_AGE_SECONDS, and a placeholder, empty or short value is refused with a logged error.

import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from '../../functions/adapters/logger.js';
import { SECRET_NAMES, SECRET_PLACEHOLDER, secretProblem } from '../../functions/adapters/secret-rules.js';
import { createSecretReader, SECRET_MAX_AGE_SECONDS } from '../../functions/adapters/secrets.js';
import type { Settings } from '../../functions/config.js';
import { AppError } from '../../functions/domain/errors.js';
import { LOCAL_DEFAULTS } from '../../functions/local/local-defaults.js';
import { secretsManager } from '../support/secrets-manager.js';

const ARN = 'arn:aws:secretsmanager:eu-west-2:123456789012:secret:NowpaymentsIpnSecret-AbCdEf';
const VALUE = 'a-real-nowpayments-ipn-secret';
const inAws = { NOWPAYMENTS_IPN_SECRET_ARN: ARN } as Settings;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('reading a secret in AWS', () => {
  it('asks Secrets Manager again after a failed fetch, so one hiccup does not break a warm function', async () => {
    const { provider, send } = secretsManager(new Error('ThrottlingException'), VALUE);
    const read = createSecretReader(inAws, provider);
    await expect(read('NOWPAYMENTS_IPN_SECRET')).rejects.toThrow('ThrottlingException');
    await expect(read('NOWPAYMENTS_IPN_SECRET')).resolves.toBe(VALUE);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('keeps a fetched value for the max age, then fetches the operator’s new one', async () => {
    vi.useFakeTimers();
    const { provider, send } = secretsManager(VALUE, `${VALUE}-rotated`);
    const read = createSecretReader(inAws, provider);
    await expect(read('NOWPAYMENTS_IPN_SECRET')).resolves.toBe(VALUE);
    await expect(read('NOWPAYMENTS_IPN_SECRET')).resolves.toBe(VALUE);
    expect(send).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime((SECRET_MAX_AGE_SECONDS + 1) * 1000);
    await expect(read('NOWPAYMENTS_IPN_SECRET')).resolves.toBe(`${VALUE}-rotated`);
  });

  it('refuses a secret the function was not given, without asking anyone', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const { provider, send } = secretsManager();
    const read = createSecretReader(inAws, provider);
    await expect(read('JWT_SECRET')).rejects.toMatchObject({ kind: 'unavailable' });
    expect(send).not.toHaveBeenCalled();
  });
});

describe('an unusable secret', () => {
  it.each([
    ['still the placeholder', SECRET_PLACEHOLDER],
    ['a placeholder with a suffix', `${SECRET_PLACEHOLDER}_NOWPAYMENTS_IPN_SECRET_PLEASE`],
    ['empty', ''],
    ['shorter than 16 characters', 'fifteen-chars-x'],
  ])('is refused with a logged error when %s', async (_case, stored) => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const { provider } = secretsManager(stored);
    const refused = await createSecretReader(inAws, provider)('NOWPAYMENTS_IPN_SECRET').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ kind: 'unavailable' });
    expect(error).toHaveBeenCalledWith(expect.any(String), {
      secret: 'NOWPAYMENTS_IPN_SECRET',
      problem: expect.stringContaining('NOWPAYMENTS_IPN_SECRET'),
    });
  });

  it('includes a JWT secret under 32 characters, the HS256 key size', () => {
    expect(secretProblem('JWT_SECRET', 'x'.repeat(31))).toMatch(/shorter than 32/);
    expect(secretProblem('JWT_SECRET', 'x'.repeat(32))).toBeNull();
  });
});

describe('the local defaults', () => {
  it('are usable, so `npm start` signs and checks with them', async () => {
    const read = createSecretReader(LOCAL_DEFAULTS as unknown as Settings);
    for (const name of SECRET_NAMES) await expect(read(name)).resolves.toBe(LOCAL_DEFAULTS[name]);
  });
});

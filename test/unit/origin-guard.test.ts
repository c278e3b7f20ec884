// The origin check in AWS: the header must hold ORIGIN_SECRET, or its value before the last rotation while CloudFront
// still sends that one; an unusable secret refuses everything; Secrets Manager's previous version is read sparingly.

import { ResourceNotFoundException } from '@aws-sdk/client-secrets-manager';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from '../../functions/adapters/logger.js';
import { ORIGIN_SECRET_HEADER, SECRET_PLACEHOLDER } from '../../functions/adapters/secret-rules.js';
import {
  createPreviousSecretReader,
  createSecretReader,
  SECRET_MAX_AGE_SECONDS,
} from '../../functions/adapters/secrets.js';
import type { Settings } from '../../functions/config.js';
import { guardOrigin } from '../../functions/http/core/origin-guard.js';
import { secretsManager } from '../support/secrets-manager.js';

const ARN = 'arn:aws:secretsmanager:eu-west-2:123456789012:secret:OriginSecret-AbCdEf';
const CURRENT = 'the-current-origin-secret-of-64-characters-or-so-0123456789abcd';
const PREVIOUS = 'the-previous-origin-secret-before-the-last-rotation-0123456789ab';
const inAws = { ORIGIN_SECRET_ARN: ARN } as Settings;

const noPreviousVersion = () =>
  new ResourceNotFoundException({
    message: "Secrets Manager can't find the specified secret value for staging label: AWSPREVIOUS",
    $metadata: {},
  });

/** The readers a function builds in AWS, over Secrets Manager answering current and previous as given. */
function deps(current: string, previous: string | Error) {
  const previousAnswers = secretsManager(previous);
  return {
    secret: createSecretReader(inAws, secretsManager(current).provider),
    previousSecret: createPreviousSecretReader(inAws, previousAnswers.provider),
    previousCalls: previousAnswers.send,
  };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the origin check', () => {
  it('passes the current secret without asking for the previous one', async () => {
    const readers = deps(CURRENT, PREVIOUS);
    await expect(guardOrigin({ [ORIGIN_SECRET_HEADER]: CURRENT }, readers)).resolves.toBeUndefined();
    expect(readers.previousCalls).not.toHaveBeenCalled();
  });

  it('passes the value before the last rotation, which CloudFront sends until the next deploy', async () => {
    await expect(guardOrigin({ [ORIGIN_SECRET_HEADER]: PREVIOUS }, deps(CURRENT, PREVIOUS))).resolves.toBeUndefined();
  });

  it('refuses a missing or wrong header with 403', async () => {
    await expect(guardOrigin({}, deps(CURRENT, PREVIOUS))).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(guardOrigin({ [ORIGIN_SECRET_HEADER]: `${CURRENT}x` }, deps(CURRENT, PREVIOUS))).rejects.toMatchObject(
      { kind: 'forbidden' },
    );
  });

  it('refuses everything while the secret is a placeholder, even a request sending that placeholder', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const headers = { [ORIGIN_SECRET_HEADER]: SECRET_PLACEHOLDER };
    await expect(guardOrigin(headers, deps(SECRET_PLACEHOLDER, PREVIOUS))).rejects.toMatchObject({
      kind: 'unavailable',
    });
  });
});

describe('the previous value of a secret', () => {
  it('is none before the first rotation, and that is remembered for the max age', async () => {
    vi.useFakeTimers();
    const { provider, send } = secretsManager(noPreviousVersion(), PREVIOUS);
    const read = createPreviousSecretReader(inAws, provider);
    await expect(read('ORIGIN_SECRET')).resolves.toBeNull();
    await expect(read('ORIGIN_SECRET')).resolves.toBeNull();
    expect(send).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime((SECRET_MAX_AGE_SECONDS + 1) * 1000);
    await expect(read('ORIGIN_SECRET')).resolves.toBe(PREVIOUS);
  });

  it('asks Secrets Manager for the AWSPREVIOUS version', async () => {
    const { provider, send } = secretsManager(PREVIOUS);
    await createPreviousSecretReader(inAws, provider)('ORIGIN_SECRET');
    expect(send.mock.calls[0]?.[0]?.input).toMatchObject({ SecretId: ARN, VersionStage: 'AWSPREVIOUS' });
  });

  it('is none locally, where no secret has versions', async () => {
    await expect(createPreviousSecretReader({} as Settings)('ORIGIN_SECRET')).resolves.toBeNull();
  });
});

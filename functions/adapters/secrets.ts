// Secrets, read when a function first needs one: in AWS each from its own Secrets Manager secret (<NAME>_ARN),
// kept SECRET_MAX_AGE_SECONDS and fetched again after a failure; locally from the settings. An unusable value is refused.
// A secret being rotated also has the value before its last change, which some checks accept for a while.

import { ParameterNotFoundError } from '@aws-lambda-powertools/parameters';
import { SecretsProvider } from '@aws-lambda-powertools/parameters/secrets';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { MESSAGES } from '../../shared/messages.js';
import type { Settings } from '../config.js';
import { AppError } from '../domain/errors.js';
import { logger } from './logger.js';
import { SECRET_PURPOSE, secretProblem, type SecretName } from './secret-rules.js';
import { tracer } from './tracer.js';

/** How long a warm function keeps a secret before asking Secrets Manager again (an operator's new value shows then). */
export const SECRET_MAX_AGE_SECONDS = 300;

/** The value of one secret; throws AppError('unavailable') while it is unset, a placeholder or too short. */
export type ReadSecret = (name: SecretName) => Promise<string>;

/**
 * A failed fetch is not kept (Powertools caches values only), so the next call asks again. `provider` is for tests;
 * by default one is made on the first fetch.
 */
export function createSecretReader(settings: Settings, provider?: SecretsProvider): ReadSecret {
  return async (name) => {
    const arn = settings[`${name}_ARN`];
    let value: string | undefined = settings[name];
    if (arn) {
      provider ??= new SecretsProvider({
        awsSdkV3Client: tracer.captureAWSv3Client(new SecretsManagerClient({ region: settings.AWS_REGION })),
      });
      const fetched = await provider.get(arn, { maxAge: SECRET_MAX_AGE_SECONDS });
      value = typeof fetched === 'string' ? fetched : undefined;
    }
    const problem = secretProblem(name, value);
    if (problem || !value) {
      logger.error(`A secret is not usable, so ${SECRET_PURPOSE[name]} is refused`, { secret: name, problem });
      throw new AppError('unavailable', MESSAGES.tryAgainLater);
    }
    return value;
  };
}

/** The value a secret had before its last change, or null when it has none that is usable. */
export type ReadPreviousSecret = (name: SecretName) => Promise<string | null>;

/**
 * Secrets Manager's AWSPREVIOUS version of a secret (docs/decisions/027 "Edge"): none locally, and none before the
 * secret's first change, which is remembered for the max age too so that a request does not ask for it each time.
 * Its own provider, because Powertools caches by secret name whatever the version asked for.
 */
export function createPreviousSecretReader(settings: Settings, provider?: SecretsProvider): ReadPreviousSecret {
  const noneUntil = new Map<SecretName, number>();
  return async (name) => {
    const arn = settings[`${name}_ARN`];
    if (!arn || (noneUntil.get(name) ?? 0) > Date.now()) return null;
    provider ??= new SecretsProvider();
    try {
      const fetched = await provider.get(arn, {
        maxAge: SECRET_MAX_AGE_SECONDS,
        sdkOptions: { VersionStage: 'AWSPREVIOUS' },
        throwOnMissing: true,
      });
      return typeof fetched === 'string' && !secretProblem(name, fetched) ? fetched : null;
    } catch (error) {
      if (!(error instanceof ParameterNotFoundError)) throw error;
      noneUntil.set(name, Date.now() + SECRET_MAX_AGE_SECONDS * 1000);
      return null;
    }
  };
}

// Secrets, read when a function first needs one: in AWS each from its own Secrets Manager secret (<NAME>_ARN),
// kept SECRET_MAX_AGE_SECONDS and fetched again after a failure; locally from the settings. An unusable value is refused.

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

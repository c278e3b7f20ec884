// A payment provider client that reads its API key when it is used, and refuses to call while the key is unusable.

import type { PaymentProviderName } from '../../../shared/coins.js';
import { MESSAGES } from '../../../shared/messages.js';
import { AppError } from '../../domain/errors.js';
import type { PaymentProvider } from '../../domain/payments/ports.js';

/** A key still a placeholder gives the spec's payment failure (the secret reader has logged why), with no call made. */
export function keyedProvider(
  name: PaymentProviderName,
  readKey: () => Promise<string>,
  withKey: (key: string) => PaymentProvider,
): PaymentProvider {
  return {
    name,
    async createCheckout(request) {
      const key = await readKey().catch((error: unknown) => {
        if (error instanceof AppError && error.kind === 'unavailable') {
          throw new AppError('providerUnavailable', MESSAGES.paymentCreateFailed);
        }
        throw error;
      });
      return withKey(key).createCheckout(request);
    },
  };
}

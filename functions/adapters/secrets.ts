// Secrets: from Secrets Manager in AWS (SECRETS_ARN), from the settings locally; fetched once per container.

import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import * as z from 'zod';
import type { Settings } from '../config.js';

const secretsSchema = z.object({
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters'),
  COINPAYMENTS_PRIVATE_KEY: z.string().min(1),
  COINPAYMENTS_IPN_SECRET: z.string().min(1),
  NOWPAYMENTS_API_KEY: z.string().min(1),
  NOWPAYMENTS_IPN_SECRET: z.string().min(1),
  /** The SMS supplier's auth token: it keys the X-Twilio-Signature of its webhooks. */
  SMS_SUPPLIER_AUTH_TOKEN: z.string().min(1),
});
export type Secrets = z.infer<typeof secretsSchema>;

let loading: Promise<Secrets> | undefined;

export function secrets(settings: Settings): Promise<Secrets> {
  loading ??= (async () => {
    if (!settings.SECRETS_ARN) return secretsSchema.parse(settings);
    const client = new SecretsManagerClient({ region: settings.AWS_REGION });
    const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: settings.SECRETS_ARN }));
    return secretsSchema.parse(JSON.parse(SecretString ?? '{}'));
  })();
  return loading;
}

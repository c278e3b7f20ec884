// The secret holds a generated JWT secret and placeholders only; mail goes out through the context's domain.

import { describe, expect, it, vi } from 'vitest';
import type { Settings } from '../../functions/config.js';
import { PROVIDER_SECRET_KEYS, SECRET_PLACEHOLDER } from '../../infra/constructs/secrets.js';
import { synthApp } from './synth-app.js';

const { template } = synthApp();

describe('secrets', () => {
  it('generates JWT_SECRET and keeps the provider keys as placeholders, so no secret is in the repository', () => {
    template.resourceCountIs('AWS::SecretsManager::Secret', 1);
    const secret = Object.values(template.findResources('AWS::SecretsManager::Secret'))[0];
    const generation = secret?.Properties.GenerateSecretString as {
      GenerateStringKey: string;
      SecretStringTemplate: string;
      PasswordLength: number;
    };
    expect(secret?.Properties.SecretString).toBeUndefined();
    expect(generation.GenerateStringKey).toBe('JWT_SECRET');
    expect(generation.PasswordLength).toBeGreaterThanOrEqual(32);
    expect(JSON.parse(generation.SecretStringTemplate)).toEqual({
      COINPAYMENTS_PRIVATE_KEY: SECRET_PLACEHOLDER,
      COINPAYMENTS_IPN_SECRET: SECRET_PLACEHOLDER,
      NOWPAYMENTS_API_KEY: SECRET_PLACEHOLDER,
      NOWPAYMENTS_IPN_SECRET: SECRET_PLACEHOLDER,
      SMS_SUPPLIER_AUTH_TOKEN: SECRET_PLACEHOLDER,
    });
    expect(PROVIDER_SECRET_KEYS).toHaveLength(5);
  });

  it('holds every key functions/adapters/secrets.ts reads, once JWT_SECRET is generated', async () => {
    const secret = Object.values(template.findResources('AWS::SecretsManager::Secret'))[0];
    const stored = {
      ...JSON.parse(secret?.Properties.GenerateSecretString.SecretStringTemplate as string),
      JWT_SECRET: 'g'.repeat(secret?.Properties.GenerateSecretString.PasswordLength as number),
    };
    // Without SECRETS_ARN the adapter checks the settings it is given against the same schema as the stored secret.
    vi.resetModules();
    const { secrets } = await import('../../functions/adapters/secrets.js');
    await expect(secrets(stored as unknown as Settings)).resolves.toMatchObject({ JWT_SECRET: stored.JWT_SECRET });
  });

  it('is kept when the stack is deleted, since operators type the provider keys in by hand', () => {
    template.hasResource('AWS::SecretsManager::Secret', { DeletionPolicy: 'Retain' });
  });
});

describe('email', () => {
  it('verifies the sending domain with SES', () => {
    template.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'example.com' });
  });
});

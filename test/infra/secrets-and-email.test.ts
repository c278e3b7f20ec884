// One secret per credential: the JWT secret generated, the others placeholders that synth warns about; mail goes out
// through the context's domain.

import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { SECRET_NAMES, SECRET_PLACEHOLDER } from '../../functions/adapters/secret-rules.js';
import { secretId } from '../../infra/constructs/secrets.js';
import { synthApp } from './synth-app.js';

const { stack, template } = synthApp();
const secretOf = (name: string) =>
  Object.entries(template.findResources('AWS::SecretsManager::Secret')).find(([id]) =>
    id.startsWith(`Secrets${secretId(name as never)}`),
  )?.[1];

describe('secrets', () => {
  it('are one per credential, so that each function can be let read only its own', () => {
    template.resourceCountIs('AWS::SecretsManager::Secret', SECRET_NAMES.length);
    for (const name of SECRET_NAMES) expect(secretOf(name), name).toBeDefined();
  });

  it('hold no secret in the repository: JWT_SECRET is generated, the others start as the placeholder', () => {
    for (const name of SECRET_NAMES) {
      const properties = secretOf(name)?.Properties;
      if (name === 'JWT_SECRET') {
        expect(properties.SecretString).toBeUndefined();
        expect(properties.GenerateSecretString.PasswordLength).toBeGreaterThanOrEqual(32);
      } else {
        expect(properties.SecretString, name).toBe(SECRET_PLACEHOLDER);
      }
    }
  });

  it('warn at synth for each one that starts as the placeholder, and only those', () => {
    const warnings = Annotations.fromStack(stack).findWarning(
      '*',
      Match.stringLikeRegexp(`starts as the placeholder ${SECRET_PLACEHOLDER}`),
    );
    expect(warnings.map((warning) => warning.id).sort()).toEqual(
      SECRET_NAMES.filter((name) => name !== 'JWT_SECRET')
        .map((name) => `/Test/Secrets/${secretId(name)}`)
        .sort(),
    );
  });

  it('are kept when the stack is deleted, since operators type the provider keys in by hand', () => {
    for (const name of SECRET_NAMES) expect(secretOf(name)?.DeletionPolicy, name).toBe('Retain');
  });
});

describe('email', () => {
  it('verifies the sending domain with SES', () => {
    template.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'example.com' });
  });
});

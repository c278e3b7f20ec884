// The KMS key that seals two-factor secrets (docs/decisions/042): rotated, kept like the table, and usable (Encrypt and
// Decrypt only) by exactly the functions that seal or open secrets, sign-in and the member area.

import { describe, expect, it } from 'vitest';
import { AREA_NEEDS, CONSUMER_NEEDS, JOB_NEEDS } from '../../infra/function-needs.js';
import { functionNamed as namedIn, statementsOf, synthApp } from './synth-app.js';

const { template } = synthApp();
const resources = template.toJSON().Resources as Record<string, { Type: string; Properties: any }>;
const NAMES = [...Object.keys(AREA_NEEDS), ...Object.keys(CONSUMER_NEEDS), ...Object.keys(JOB_NEEDS)];

const functionNamed = (name: string) => namedIn(template, name);

const keyIds = Object.keys(resources).filter((id) => resources[id]!.Type === 'AWS::KMS::Key');
const kmsStatements = (name: string) =>
  statementsOf(template, functionNamed(name)).filter((statement) =>
    [statement.Action].flat().some((action: string) => action.startsWith('kms:')),
  );

describe('the two-factor key', () => {
  it('is one customer-managed key with yearly rotation', () => {
    expect(keyIds).toHaveLength(1);
    expect(resources[keyIds[0]!]!.Properties.EnableKeyRotation).toBe(true);
  });

  it('may be used by auth and users only, to Encrypt and Decrypt with that key and nothing else', () => {
    const users = NAMES.filter((name) => kmsStatements(name).length > 0);
    expect(users.sort()).toEqual(['auth', 'users']);
    for (const name of users) {
      for (const statement of kmsStatements(name)) {
        expect([statement.Action].flat().sort(), name).toEqual(['kms:Decrypt', 'kms:Encrypt']);
        expect(statement.Resource, name).toEqual({ 'Fn::GetAtt': [keyIds[0], 'Arn'] });
      }
    }
  });

  it('is named to exactly those functions as TWO_FACTOR_KEY_ID', () => {
    for (const name of NAMES) {
      const variables = functionNamed(name).Properties.Environment.Variables;
      expect('TWO_FACTOR_KEY_ID' in variables, name).toBe(name === 'auth' || name === 'users');
    }
    expect(functionNamed('auth').Properties.Environment.Variables.TWO_FACTOR_KEY_ID).toEqual({
      'Fn::GetAtt': [keyIds[0], 'Arn'],
    });
  });
});

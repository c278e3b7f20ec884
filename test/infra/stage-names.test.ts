// Stages side by side in one account (docs/decisions/027 "Stages", 054): prod, dev and a personal stage ask for no
// physical name in common, and every name the stacks choose carries the stage.

import type { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { synthApp, TEST_ACCOUNT, type SynthOptions } from './synth-app.js';

/**
 * Properties ending in `Name` that name a part of a resource (an API's stage, a metric, a role's inline policy) or
 * refer to another resource by its name (a rule's bus: the account's `default` bus, where SES publishes; a deployment
 * group's built-in CodeDeploy configuration), not a resource the stack asks the account or region for.
 */
const NOT_OWN_NAMES = new Set(['StageName', 'MetricName', 'PolicyName', 'EventBusName', 'DeploymentConfigName']);
/** Names that are unique only within another resource: a function's alias (`live`, one per function). */
const SCOPED_NAMES = new Set(['AWS::Lambda::Alias.Name']);

/**
 * Every literal physical name in a template, as `<type>.<property>=<name>`: top-level properties ending in `Name`
 * (a bus, a topic, an alarm, an API, a CloudFront function, a record), a `...Config`'s `Name` (CloudFront's policies
 * and origin access controls) and an SES identity. A name CloudFormation generates is in no template.
 */
function physicalNames(template: Template): string[] {
  const names: string[] = [];
  const resources = template.toJSON().Resources as Record<string, { Type: string; Properties?: Record<string, any> }>;
  for (const { Type, Properties = {} } of Object.values(resources)) {
    for (const [key, value] of Object.entries(Properties)) {
      const own = key === 'EmailIdentity' || (key.endsWith('Name') && !NOT_OWN_NAMES.has(key));
      if (typeof value === 'string' && own && !SCOPED_NAMES.has(`${Type}.${key}`)) {
        names.push(`${Type}.${key}=${value}`);
      }
      if (key.endsWith('Config') && typeof value?.Name === 'string') names.push(`${Type}.${key}.Name=${value.Name}`);
    }
  }
  return names;
}

const STAGES: Record<string, SynthOptions & { readonly ownNames: readonly string[] }> = {
  prod: {
    domain: { name: 'shop.example.com', hostedZoneId: 'Z0123456789ABCDEFGHIJ' },
    ownNames: ['shop.example.com', 'shop.example.com.', 'example.com'],
  },
  dev: { ownNames: [] },
  'dev-alice': {
    domain: {
      name: 'alice.example.com',
      certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0a1b2c3d-aaaa-bbbb-cccc-0123456789ab',
    },
    ownNames: ['alice.example.com'],
  },
};

// One synth per stage for the whole file, each as `cdk deploy` runs it (a concrete account).
const synthesized = Object.entries(STAGES).map(([stage, options]) => {
  const synthesized = synthApp({ ...options, stage, account: TEST_ACCOUNT });
  const templates = [synthesized.template, synthesized.edgeTemplate, synthesized.edgeAlarmsTemplate];
  return { stage, ownNames: options.ownNames, names: templates.flatMap(physicalNames) };
});

describe('stages side by side', () => {
  it('name an event bus, CloudFront functions, APIs, a topic, alarms, a dashboard and a web ACL each (the test sees them)', () => {
    for (const { names } of synthesized) {
      const types = new Set(names.map((name) => name.split('.')[0]));
      for (const type of [
        'AWS::Events::EventBus',
        'AWS::CloudFront::Function',
        'AWS::ApiGatewayV2::Api',
        'AWS::SNS::Topic',
        'AWS::CloudWatch::Alarm',
        'AWS::CloudWatch::Dashboard',
        'AWS::WAFv2::WebACL',
        'AWS::SES::EmailIdentity',
      ]) {
        expect(types).toContain(type);
      }
    }
  });

  it('ask for no physical name that another stage asks for too', () => {
    const stagesOf = new Map<string, string[]>();
    for (const { stage, names } of synthesized) {
      for (const name of new Set(names.map((found) => found.split('=').slice(1).join('=')))) {
        stagesOf.set(name, [...(stagesOf.get(name) ?? []), stage]);
      }
    }
    expect([...stagesOf].filter(([, stages]) => stages.length > 1)).toEqual([]);
  });

  it('carry the stage in every name the stacks choose (a domain is the stage’s own by its settings)', () => {
    // CDK drops the hyphens of the names it derives from the stack's name: `uksmsnumbersdevalice...`.
    const letters = (name: string) => name.replace(/[^a-z0-9]/gi, '').toLowerCase();
    for (const { stage, ownNames, names } of synthesized) {
      const withoutStage = names.filter((name) => {
        const value = name.split('=').slice(1).join('=');
        return !letters(value).includes(letters(stage)) && !ownNames.includes(value);
      });
      expect(withoutStage, stage).toEqual([]);
    }
  });
});

// Deploys that roll back by themselves (docs/decisions/055): every function is a version of its release behind the
// live alias, every caller invokes that alias, and CodeDeploy moves it (a canary on prod) and back on the function's
// errors alarm.

import type { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { EVERY_FUNCTION_NEEDS } from './every-function.js';
import { liveAliasId, synthApp, TEST_COMMIT } from './synth-app.js';

type Resources = Record<string, { Type: string; Properties: any; UpdatePolicy?: any; DeletionPolicy?: string }>;

/** Our functions (not CDK's own) by logical ID, with the resources of the template. */
function ours(template: Template) {
  const resources = template.toJSON().Resources as Resources;
  const functions = Object.entries(resources).filter(
    ([, resource]) =>
      resource.Type === 'AWS::Lambda::Function' &&
      resource.Properties.Environment?.Variables.POWERTOOLS_SERVICE_NAME in EVERY_FUNCTION_NEEDS,
  );
  return { resources, functions };
}

/** The logical IDs a value refers to by Ref or Fn::GetAtt, however deep. */
function referencedIds(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return [];
  if ('Ref' in value) return [String(value.Ref)];
  if ('Fn::GetAtt' in value) return [String((value['Fn::GetAtt'] as string[])[0])];
  return Object.values(value).flatMap((inner) =>
    Array.isArray(inner) ? inner.flatMap(referencedIds) : referencedIds(inner),
  );
}

const prod = synthApp({ stage: 'prod' }).template;
const dev = synthApp({ stage: 'dev' }).template;

describe('every function', () => {
  const { resources, functions } = ours(prod);

  it('is there for every area, consumer, job and the push socket, its description naming the release', () => {
    expect(functions.map(([, fn]) => fn.Properties.Environment.Variables.POWERTOOLS_SERVICE_NAME).sort()).toEqual(
      Object.keys(EVERY_FUNCTION_NEEDS).sort(),
    );
    for (const [, fn] of functions)
      expect(fn.Properties.Description).toMatch(new RegExp(`\\(release ${TEST_COMMIT}\\)$`));
  });

  it('has a live alias on a published version of itself, a version kept when a deploy replaces it', () => {
    for (const [functionId] of functions) {
      const alias = resources[liveAliasId(prod, functionId)!]!;
      const [versionId] = alias.Properties.FunctionVersion['Fn::GetAtt'];
      expect(resources[versionId]).toMatchObject({
        Type: 'AWS::Lambda::Version',
        Properties: { FunctionName: { Ref: functionId } },
        DeletionPolicy: 'Retain',
      });
    }
  });

  it('is invoked only through its live alias: routes, socket routes, queues, schedules and their permissions', () => {
    const functionIds = new Set(functions.map(([id]) => id));
    const aliasIds = new Set(functions.map(([id]) => liveAliasId(prod, id)));
    const callers: [string, unknown][] = Object.entries(resources).flatMap(([id, resource]): [string, unknown][] => {
      switch (resource.Type) {
        case 'AWS::ApiGatewayV2::Integration':
          return [[id, resource.Properties.IntegrationUri]];
        case 'AWS::Lambda::EventSourceMapping':
        case 'AWS::Lambda::Permission':
          return [[id, resource.Properties.FunctionName]];
        case 'AWS::Scheduler::Schedule':
          return [[id, resource.Properties.Target.Arn]];
        default:
          return [];
      }
    });
    expect(callers.length).toBeGreaterThan(functions.length);
    for (const [id, target] of callers) {
      const named = referencedIds(target);
      expect(
        named.filter((ref) => functionIds.has(ref)),
        id,
      ).toEqual([]);
      expect(
        named.some((ref) => aliasIds.has(ref)),
        id,
      ).toBe(true);
    }
  });
});

describe('CodeDeploy', () => {
  /** Each function's deployment group, by the alias's update policy, with the alarms it watches. */
  function groupsOf(template: Template) {
    const { resources, functions } = ours(template);
    return functions.map(([functionId]) => {
      const alias = resources[liveAliasId(template, functionId)!]!;
      const groupId = alias.UpdatePolicy?.CodeDeployLambdaAliasUpdate?.DeploymentGroupName?.Ref as string;
      const group = resources[groupId]!.Properties;
      const alarms = (group.AlarmConfiguration.Alarms as { Name: { Ref: string } }[]).map(
        ({ Name }) => resources[Name.Ref]!.Properties,
      );
      return { functionId, group, alarms };
    });
  }

  it('moves each live alias by its own deployment group, which rolls back when that function’s errors alarm fires', () => {
    for (const { functionId, group, alarms } of groupsOf(prod)) {
      expect(group.AutoRollbackConfiguration).toEqual({
        Enabled: true,
        Events: ['DEPLOYMENT_FAILURE', 'DEPLOYMENT_STOP_ON_REQUEST', 'DEPLOYMENT_STOP_ON_ALARM'],
      });
      expect(alarms).toHaveLength(1);
      expect(alarms[0]).toMatchObject({
        Namespace: 'AWS/Lambda',
        MetricName: 'Errors',
        Dimensions: [{ Name: 'FunctionName', Value: { Ref: functionId } }],
        Threshold: 0,
      });
      expect(alarms[0]!.AlarmName).toMatch(/^uk-sms-numbers-prod-.*-(errors|failed)$/);
    }
  });

  it('gives prod a canary, 10 % of calls for 10 minutes, and moves a dev stage at once', () => {
    for (const { group } of groupsOf(prod)) {
      expect(group.DeploymentConfigName).toBe('CodeDeployDefault.LambdaCanary10Percent10Minutes');
    }
    for (const { group } of groupsOf(dev)) expect(group.DeploymentConfigName).toBe('CodeDeployDefault.LambdaAllAtOnce');
  });
});

// Periodic jobs are built from the schedule table: per job a team-default function, an EventBridge Scheduler
// schedule at the table's rate that may invoke only that function, and an alarm on failed runs.

import { describe, expect, it } from 'vitest';
import { SCHEDULE_NAMES, SCHEDULES, type ScheduleName } from '../../shared/schedules.js';
import { liveAliasId, synthApp, TEST_COMMIT } from './synth-app.js';

const { template, stack } = synthApp();
const resources = template.toJSON().Resources as Record<string, { Type: string; Properties: any }>;
const ofType = (type: string) => Object.entries(resources).filter(([, resource]) => resource.Type === type);

/** Follows the template from a job's function to its schedule, the schedule's role and policy, and its alarm. */
function jobResources(name: ScheduleName) {
  const [functionId, fn] =
    ofType('AWS::Lambda::Function').find(
      ([, candidate]) => candidate.Properties.Environment?.Variables.POWERTOOLS_SERVICE_NAME === name,
    ) ?? [];
  const aliasId = liveAliasId(template, functionId);
  const schedules = ofType('AWS::Scheduler::Schedule').filter(
    ([, schedule]) => schedule.Properties.Target.Arn.Ref === aliasId,
  );
  const roleId = schedules[0]?.[1].Properties.Target.RoleArn['Fn::GetAtt'][0] as string;
  const policies = ofType('AWS::IAM::Policy').filter(([, policy]) =>
    policy.Properties.Roles.some((role: { Ref: string }) => role.Ref === roleId),
  );
  const alarms = ofType('AWS::CloudWatch::Alarm').filter(([, alarm]) =>
    alarm.Properties.Dimensions?.some((dimension: any) => dimension.Value.Ref === functionId),
  );
  return { functionId, aliasId, fn, schedules: schedules.map(([, s]) => s), role: resources[roleId], policies, alarms };
}

describe('scheduled jobs', () => {
  it('has one schedule per row of the schedule table', () => {
    template.resourceCountIs('AWS::Scheduler::Schedule', SCHEDULE_NAMES.length);
  });

  describe.each(SCHEDULE_NAMES)('%s', (name) => {
    const job = jobResources(name);

    it('runs the team-default function on functions/events/<name>.ts', () => {
      expect(job.fn?.Properties).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'], Timeout: 10 });
      expect(job.fn?.Properties.Description).toBe(`${SCHEDULES[name].description} (release ${TEST_COMMIT})`);
    });

    it('is invoked at the table rate, enabled, in UTC, and not retried (the next run picks up what is due)', () => {
      expect(job.schedules).toHaveLength(1);
      const minutes = SCHEDULES[name].everyMinutes;
      expect(job.schedules[0]!.Properties).toMatchObject({
        ScheduleExpression: `rate(${minutes} ${minutes === 1 ? 'minute' : 'minutes'})`,
        State: 'ENABLED',
        FlexibleTimeWindow: { Mode: 'OFF' },
        Target: { RetryPolicy: { MaximumRetryAttempts: 0 } },
      });
    });

    it('runs as a role only this account’s Scheduler can assume, which may invoke this job’s live alias and nothing else', () => {
      expect(job.role?.Properties.AssumeRolePolicyDocument.Statement).toEqual([
        {
          Action: 'sts:AssumeRole',
          Effect: 'Allow',
          Principal: { Service: 'scheduler.amazonaws.com' },
          // The stack's own account: `{ Ref: AWS::AccountId }` offline, the id itself as a deploy synthesizes.
          Condition: { StringEquals: { 'aws:SourceAccount': stack.resolve(stack.account) } },
        },
      ]);
      const statements = job.policies.flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement);
      expect(statements).toHaveLength(1);
      // The live alias only: not the function's $LATEST, nor any of its other versions.
      expect(statements[0]).toEqual({
        Action: 'lambda:InvokeFunction',
        Effect: 'Allow',
        Resource: { Ref: job.aliasId },
      });
    });

    it('raises an alarm when a run fails', () => {
      // The other alarm on the job's function is Monitoring's near-timeout one (test/infra/monitoring.test.ts).
      const failures = job.alarms.filter(([, alarm]) => alarm.Properties.MetricName === 'Errors');
      expect(failures).toHaveLength(1);
      expect(failures[0]![1].Properties).toMatchObject({
        Namespace: 'AWS/Lambda',
        MetricName: 'Errors',
        ComparisonOperator: 'GreaterThanThreshold',
        Threshold: 0,
        TreatMissingData: 'notBreaching',
      });
    });
  });
});

// The periodic jobs in AWS, built from the schedule table: per job a function, an EventBridge Scheduler schedule
// that invokes it at the table's rate, and an alarm when a run fails; the schedules in a group of the stage's own, so
// that Scheduler's figures of one stage are told from another's (docs/decisions/057).

import { Duration, Stack, Validations } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Stats, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { Schedule, ScheduleExpression, ScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Construct } from 'constructs';
import { SCHEDULE_NAMES, SCHEDULES, type ScheduleName } from '../../shared/schedules.js';
import { scheduleEntry } from '../bundling.js';
import { JOB_NEEDS } from '../function-needs.js';
import { pascalCase } from '../naming.js';
import type { StageSettings } from '../stages.js';
import type { AppFunctions } from './app-functions.js';
import type { TeamFunction } from './team-function.js';

export interface ScheduledJobsProps {
  /** Makes each job function, with the shared settings and the rights of its row of JOB_NEEDS. */
  readonly functions: AppFunctions;
  readonly stage: StageSettings;
}

/** What one row of SCHEDULES became. */
export interface JobResources {
  readonly job: TeamFunction;
  readonly schedule: Schedule;
  /** What the schedule runs as: it may invoke this job's function and nothing else. */
  readonly scheduleRole: Role;
  readonly failureAlarm: Alarm;
}

/**
 * A run that fails is not retried: the next run, a rate later, picks up all that is due (the jobs work from timers
 * in the table, not from the invocation), so a retry would only overlap it.
 */
export class ScheduledJobs extends Construct {
  readonly jobs: ReadonlyMap<ScheduleName, JobResources>;
  /** The stage's schedules, whose AWS/Scheduler figures (target errors, dropped invocations) the alarms watch. */
  readonly group: ScheduleGroup;

  constructor(scope: Construct, id: string, props: ScheduledJobsProps) {
    super(scope, id);
    const jobs = new Map<ScheduleName, JobResources>();
    this.group = new ScheduleGroup(this, 'Group', {
      scheduleGroupName: `uk-sms-numbers-${props.stage.name}`,
      removalPolicy: props.stage.removalPolicy,
    });
    for (const name of SCHEDULE_NAMES) {
      const definition = SCHEDULES[name];
      const id = pascalCase(name);
      const job = props.functions.add(this, `${id}Job`, {
        name,
        entry: scheduleEntry(name, props.functions.sourceRoot),
        description: definition.description,
        needs: JOB_NEEDS[name],
      });
      const stack = Stack.of(this);
      const scheduleRole = new Role(this, `${id}ScheduleRole`, {
        description: `Lets the ${name} schedule invoke its job`,
        // Only schedules of this account may use it (the confused-deputy guard AWS recommends for Scheduler).
        assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
          conditions: { StringEquals: { 'aws:SourceAccount': stack.account } },
        }),
      });
      const schedule = new Schedule(this, `${id}Schedule`, {
        scheduleGroup: this.group,
        description: definition.description,
        schedule: ScheduleExpression.rate(Duration.minutes(definition.everyMinutes)),
        target: new LambdaInvoke(job.lambda, {
          role: scheduleRole,
          retryAttempts: 0,
          maxEventAge: Duration.minutes(1),
        }),
      });
      // The group is named by a plain string, which alone would not order the two in CloudFormation.
      schedule.node.addDependency(this.group);
      const functionId = stack.resolve(stack.getLogicalId(job.lambda.node.defaultChild as CfnFunction)) as string;
      Validations.of(scheduleRole).acknowledge({
        id: `AwsSolutions-IAM5[Resource::<${functionId}.Arn>:*]`,
        reason:
          'CDK grants lambda:InvokeFunction on the job function and its versions (`:*`); the function is this ' +
          'job’s own and has no other versions or aliases.',
      });
      const failureAlarm = new Alarm(this, `${id}FailureAlarm`, {
        alarmDescription: `The ${name} job failed (${definition.description}); its next run picks up what is due`,
        metric: job.lambda.metricErrors({ period: Duration.minutes(5), statistic: Stats.SUM }),
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        threshold: 0,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      jobs.set(name, { job, schedule, scheduleRole, failureAlarm });
    }
    this.jobs = jobs;
  }
}

// Deploys that roll back by themselves (docs/decisions/055): CodeDeploy moves each function's live alias to the version
// a deploy publishes, a share first on prod, and moves it back when that function's errors alarm fires meanwhile.

import { Validations } from 'aws-cdk-lib';
import type { IAlarm } from 'aws-cdk-lib/aws-cloudwatch';
import {
  LambdaApplication,
  LambdaDeploymentConfig,
  LambdaDeploymentGroup,
  type ILambdaDeploymentConfig,
} from 'aws-cdk-lib/aws-codedeploy';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { pascalCase } from '../naming.js';
import type { StageSettings } from '../stages.js';
import type { TeamFunction } from './team-function.js';

/**
 * Prod: 10 % of calls for 10 minutes, then all. The errors alarms count 5-minute sums, so ten minutes hold at least
 * one whole period of the new version's calls before every caller gets it. A dev stage moves at once: its deploys are
 * for trying things, and a failed deploy still goes back.
 */
export function deploymentConfigOf(stage: StageSettings): ILambdaDeploymentConfig {
  return stage.production ? LambdaDeploymentConfig.CANARY_10PERCENT_10MINUTES : LambdaDeploymentConfig.ALL_AT_ONCE;
}

export interface CanaryDeploysProps {
  readonly stage: StageSettings;
  /** Every function with the alarm that stops its deploy and sends its alias back (Monitoring's errorAlarms). */
  readonly errorAlarms: ReadonlyMap<TeamFunction, IAlarm>;
}

/** One CodeDeploy application per stage, and per function a deployment group on its live alias. */
export class CanaryDeploys extends Construct {
  readonly application: LambdaApplication;
  readonly groups: ReadonlyMap<TeamFunction, LambdaDeploymentGroup>;

  constructor(scope: Construct, id: string, props: CanaryDeploysProps) {
    super(scope, id);
    this.application = new LambdaApplication(this, 'Application');
    // One role for every group: CodeDeploy reads the alarms and moves the aliases (AWS's managed policy for that).
    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('codedeploy.amazonaws.com'),
      description: 'Lets CodeDeploy move the live aliases of the functions and read their alarms',
    });
    const groups = new Map<TeamFunction, LambdaDeploymentGroup>();
    for (const [fn, alarm] of props.errorAlarms) {
      groups.set(
        fn,
        new LambdaDeploymentGroup(this, pascalCase(fn.name), {
          application: this.application,
          alias: fn.live,
          deploymentConfig: deploymentConfigOf(props.stage),
          alarms: [alarm],
          role,
          autoRollback: { failedDeployment: true, stoppedDeployment: true, deploymentInAlarm: true },
        }),
      );
    }
    this.groups = groups;
    Validations.of(role).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSCodeDeployRoleForLambdaLimited]',
      reason:
        'AWS’s own policy for CodeDeploy on Lambda: read the alarms, get and update aliases, invoke only functions named ' +
        'CodeDeployHook_*. A policy of our own would need the same wildcards, as deployments name no alias in advance.',
    });
  }
}

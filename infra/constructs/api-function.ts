// The team-default Lambda function of an API area: runtime, architecture, bundling, logs, tracing and its own role.

import path from 'node:path';
import { Duration, Validations } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { Area } from '../../shared/routes.js';
import { areaEntry, nodejsBundling, REPO_ROOT } from '../bundling.js';

export interface ApiFunctionProps {
  /** The area whose handler (`functions/http/<area>/index.ts`, export `handler`) this function runs. */
  readonly area: Area;
  /** The settings the handler reads (functions/config.ts). */
  readonly environment: Record<string, string>;
  /**
   * The repository root the handler file and package-lock.json are found under.
   * @default REPO_ROOT, this repository
   */
  readonly sourceRoot?: string;
}

/** Node.js 22 on arm64, 512 MB, 10 s, ESM bundle with source maps, X-Ray, a month of logs, a role of its own. */
export class ApiFunction extends Construct {
  readonly lambda: NodejsFunction;
  readonly role: Role;

  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    super(scope, id);
    const root = props.sourceRoot ?? REPO_ROOT;
    const logGroup = new LogGroup(this, 'Logs', { retention: RetentionDays.ONE_MONTH });
    // A role per area instead of AWSLambdaBasicExecutionRole: it may write to its own log group only.
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs the ${props.area} API function`,
    });
    logGroup.grantWrite(this.role);

    this.lambda = new NodejsFunction(this, 'Function', {
      description: `The ${props.area} API area`,
      entry: areaEntry(props.area, root),
      handler: 'handler',
      projectRoot: root,
      depsLockFilePath: path.join(root, 'package-lock.json'),
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: Duration.seconds(10),
      role: this.role,
      logGroup,
      tracing: Tracing.ACTIVE,
      bundling: nodejsBundling(),
      environment: {
        ...props.environment,
        NODE_OPTIONS: '--enable-source-maps',
        POWERTOOLS_SERVICE_NAME: props.area,
      },
    });

    Validations.of(this.lambda).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'Node.js 22 is the team runtime on purpose (docs/decisions/003): bundles target node20 so the same code runs on ' +
        'the Node 20 laptops; moving to Node.js 24 is a deliberate upgrade, not a synth-time default.',
    });
    Validations.of(this.role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'X-Ray PutTraceSegments and PutTelemetryRecords support no resource-level permissions; ' +
        'CDK adds them for active tracing.',
    });
  }
}

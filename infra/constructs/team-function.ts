// The team-default Lambda function for any handler file: runtime, architecture, bundling, logs, tracing and its own role,
// published as a version of its release behind the alias every caller invokes (docs/decisions/055).

import path from 'node:path';
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Alias, Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { LIVE_ALIAS } from '../../functions/ops/rollback-plan.js';
import { nodejsBundling, REPO_ROOT } from '../bundling.js';

/** The team default memory in MB (the bench's cost model reads it: docs/decisions/036). */
export const DEFAULT_MEMORY_MB = 512;

/** How long any function may run; event queues derive their minimum visibility timeout from it. */
export const FUNCTION_TIMEOUT = Duration.seconds(10);

export interface TeamFunctionProps {
  /** The service name in logs and traces (POWERTOOLS_SERVICE_NAME): an area or a consumer name. */
  readonly name: string;
  /** The handler file (export `handler`), e.g. `areaEntry(area, root)` or `consumerEntry(name, root)` of infra/bundling.ts. */
  readonly entry: string;
  /** What the function is, e.g. `The auth API area`. */
  readonly description: string;
  /**
   * The commit the stack is built from, in the description: every deploy then publishes a version of every function,
   * so one release is one version number across the stage, and a rollback goes back one (docs/decisions/055).
   */
  readonly release: string;
  /** The settings the handler reads (functions/config.ts). */
  readonly environment: Record<string, string>;
  /**
   * The repository root the handler file and package-lock.json are found under.
   * @default REPO_ROOT, this repository
   */
  readonly sourceRoot?: string;
  /** How long its log group keeps logs, and whether the log group outlives the stack (per stage, infra/stages.ts). */
  readonly logs: { readonly retention: RetentionDays; readonly removalPolicy: RemovalPolicy };
  /**
   * Memory in MB, which also sets the function's share of CPU (1769 MB is one whole vCPU).
   * @default 512
   */
  readonly memorySize?: number;
}

/** Node.js 22 on arm64, 512 MB unless asked, 10 s, ESM bundle, X-Ray, its own log group and role. */
export class TeamFunction extends Construct {
  /** The area, consumer or job it runs (POWERTOOLS_SERVICE_NAME). */
  readonly name: string;
  /** The function itself: its settings, role and metrics. Callers invoke `live`, never this ($LATEST). */
  readonly lambda: NodejsFunction;
  /**
   * The alias every route, rule, schedule and socket invokes: it points at this release's version, and a deploy moves
   * it there by CodeDeploy's canary (infra/constructs/canary-deploys.ts).
   */
  readonly live: Alias;
  readonly role: Role;

  constructor(scope: Construct, id: string, props: TeamFunctionProps) {
    super(scope, id);
    this.name = props.name;
    const root = props.sourceRoot ?? REPO_ROOT;
    const logGroup = new LogGroup(this, 'Logs', props.logs);
    // A role per function instead of AWSLambdaBasicExecutionRole: it may write to its own log group only.
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs the ${props.name} function`,
    });
    logGroup.grantWrite(this.role);

    this.lambda = new NodejsFunction(this, 'Function', {
      description: `${props.description} (release ${props.release})`,
      entry: props.entry,
      handler: 'handler',
      projectRoot: root,
      depsLockFilePath: path.join(root, 'package-lock.json'),
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? DEFAULT_MEMORY_MB,
      timeout: FUNCTION_TIMEOUT,
      role: this.role,
      logGroup,
      tracing: Tracing.ACTIVE,
      // A version stays when a deploy publishes the next one: it is what CodeDeploy and `deploy:rollback` go back to.
      currentVersionOptions: { removalPolicy: RemovalPolicy.RETAIN },
      bundling: nodejsBundling(),
      environment: {
        ...props.environment,
        // No --enable-source-maps: the first stack a container formats would parse the whole map, 0.1 to 1 s measured
        // (docs/decisions/025 "Source maps"); the map stays in the asset to read a logged position offline.
        POWERTOOLS_SERVICE_NAME: props.name,
      },
    });

    this.live = new Alias(this, 'Live', { aliasName: LIVE_ALIAS, version: this.lambda.currentVersion });

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

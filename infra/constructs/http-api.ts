// The HTTP API: for each area of the route table, one function behind one greedy route, with access logs.

import { Stack, Validations } from 'aws-cdk-lib';
import { HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { CfnTable, ITable } from 'aws-cdk-lib/aws-dynamodb';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { Settings } from '../../functions/config.js';
import { AREA_NAMES, AREAS, type Area } from '../../shared/routes.js';
import { ApiFunction } from './api-function.js';
import type { Email } from './email.js';

export interface AreaApiProps {
  readonly table: ITable;
  /** The secret whose ARN the functions get as SECRETS_ARN. */
  readonly secret: ISecret;
  readonly email: Email;
  /** The functions' STAGE. */
  readonly stage: string;
  readonly logLevel: Settings['LOG_LEVEL'];
  /**
   * The repository root the area handlers are found under.
   * @default REPO_ROOT, this repository
   */
  readonly sourceRoot?: string;
}

/** A stage-wide ceiling on spend and abuse (requests per second, and the burst above it); raise it as traffic grows. */
const THROTTLE = { rateLimit: 100, burstLimit: 200 };

/**
 * What a request may do to the table: single-item reads and writes, queries, batches and the transactions built
 * from them. No Scan: every access pattern is a GetItem or a Query (ARCHITECTURE.md, docs/decisions/005).
 */
const TABLE_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
];

const pascalCase = (name: string): string => name.charAt(0).toUpperCase() + name.slice(1);

/** `ANY <prefix>/{proxy+}` per area; the area function matches the exact spec path from the same table. */
export class AreaApi extends Construct {
  readonly httpApi: HttpApi;
  private readonly functions: ReadonlyMap<Area, ApiFunction>;

  constructor(scope: Construct, id: string, props: AreaApiProps) {
    super(scope, id);
    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'The API areas of shared/routes.ts',
      createDefaultStage: false,
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: RetentionDays.ONE_MONTH });
    new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: THROTTLE,
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs) },
    });

    const environment = {
      STAGE: props.stage,
      TABLE_NAME: props.table.tableName,
      MAIL_FROM: props.email.fromAddress,
      COOKIE_SECURE: 'true',
      SECRETS_ARN: props.secret.secretArn,
      LOG_LEVEL: props.logLevel,
    };
    const tableLogicalId = Stack.of(this).resolve(
      Stack.of(this).getLogicalId(props.table.node.defaultChild as CfnTable),
    ) as string;

    const functions = new Map<Area, ApiFunction>();
    for (const area of AREA_NAMES) {
      const id = pascalCase(area);
      const areaFunction = new ApiFunction(this, `${id}Function`, {
        area,
        environment,
        sourceRoot: props.sourceRoot,
      });
      props.table.grant(areaFunction.lambda, ...TABLE_ACTIONS);
      props.secret.grantRead(areaFunction.lambda);
      props.email.grantSend(areaFunction.lambda);
      Validations.of(areaFunction.role).acknowledge({
        id: `AwsSolutions-IAM5[Resource::<${tableLogicalId}.Arn>/index/*]`,
        reason:
          'Queries on the GSIs (gsi1, gsi2) of the single-table design; the wildcard covers only this table’s indexes.',
      });

      const routes = this.httpApi.addRoutes({
        path: `${AREAS[area].prefix}/{proxy+}`,
        methods: [HttpMethod.ANY],
        integration: new HttpLambdaIntegration(`${id}Integration`, areaFunction.lambda),
      });
      for (const route of routes) {
        Validations.of(route).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason:
            'Who may call each route (public, user, admin, apiKey, webhook) is declared in shared/routes.ts and checked ' +
            'inside the area function (session cookie, API key or webhook signature); API Gateway cannot express these.',
        });
      }
      functions.set(area, areaFunction);
    }
    this.functions = functions;
  }

  /** The public address of the site (CloudFront), known only once the website exists: the functions' PUBLIC_URL. */
  usePublicUrl(url: string): void {
    for (const areaFunction of this.functions.values()) areaFunction.lambda.addEnvironment('PUBLIC_URL', url);
  }
}

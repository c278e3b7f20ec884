// The HTTP API: for each area of the route table, one function behind one greedy route, with access logs that never
// hold a query string, the stage's throttles, and a count of the requests the throttle refused.

import { Duration, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, HttpStage, LogGroupLogDestination, type CfnStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Stats, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { FilterPattern, LogGroup, MetricFilter } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { AREA_NAMES, areaRoutePath, type Area } from '../../shared/routes.js';
import { areaEntry } from '../bundling.js';
import { AREA_NEEDS } from '../function-needs.js';
import { pascalCase } from '../naming.js';
import type { StageSettings } from '../stages.js';
import type { AppFunctions } from './app-functions.js';
import type { TeamFunction } from './team-function.js';

export interface AreaApiProps {
  /** Makes each area function, with the shared settings and the rights of its row of AREA_NEEDS. */
  readonly functions: AppFunctions;
  readonly stage: StageSettings;
}

/**
 * The areas members' scripts call in loops (the public API, the sms-activate protocol): their routes get the stage's
 * lower `tools` throttle, so a busy tool cannot take the shop's share (docs/decisions/027 "Throttle").
 */
export const TOOL_AREAS: readonly Area[] = ['publicApi', 'smsActivate'];

/**
 * One JSON line per request: what was asked (route key, method, path without its query string, which carries the
 * sms-activate protocol's api_key), what came of it and how long it took. Not the source address: behind CloudFront it
 * is the edge's.
 */
export const ACCESS_LOG_FIELDS = {
  requestId: '$context.requestId',
  time: '$context.requestTime',
  routeKey: '$context.routeKey',
  method: '$context.httpMethod',
  path: '$context.path',
  status: '$context.status',
  latencyMs: '$context.responseLatency',
  integrationStatus: '$context.integrationStatus',
  integrationLatencyMs: '$context.integrationLatency',
  integrationError: '$context.integrationErrorMessage',
  error: '$context.error.message',
} as const;

/** The namespace of the figures counted from our logs rather than emitted by the functions. */
export const LOG_METRIC_NAMESPACE = 'UkSmsNumbers/Logs';

/** `ANY <prefix>/{proxy+}` (or the exact path) per area; the area function matches the spec path from the same table. */
export class AreaApi extends Construct {
  readonly httpApi: HttpApi;
  readonly functions: ReadonlyMap<Area, TeamFunction>;
  /** Requests API Gateway answered 429 itself (no function ran), per 5 minutes. */
  readonly throttledRequests: IMetric;

  constructor(scope: Construct, id: string, props: AreaApiProps) {
    super(scope, id);
    const { stage } = props;
    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: `${stage.prefix}-api`,
      description: 'The API areas of shared/routes.ts',
      createDefaultStage: false,
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: stage.logRetention,
      removalPolicy: stage.removalPolicy,
    });
    const defaultStage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: stage.apiThrottle.shop,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(JSON.stringify(ACCESS_LOG_FIELDS)),
      },
    });

    const functions = new Map<Area, TeamFunction>();
    // CloudFormation takes this map as it is (JSON), so its keys are written the way CloudFormation spells them.
    const toolRouteSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    for (const area of AREA_NAMES) {
      const id = pascalCase(area);
      const areaFunction = props.functions.add(this, `${id}Function`, {
        name: area,
        entry: areaEntry(area, props.functions.sourceRoot),
        description: `The ${area} API area`,
        needs: AREA_NEEDS[area],
      });
      functions.set(area, areaFunction);

      const routes = this.httpApi.addRoutes({
        path: areaRoutePath(area),
        methods: [HttpMethod.ANY],
        integration: new HttpLambdaIntegration(`${id}Integration`, areaFunction.live),
      });
      for (const route of routes) {
        Validations.of(route).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason:
            'Who may call each route (public, user, admin, apiKey, webhook) is declared in shared/routes.ts and checked ' +
            'inside the area function (session cookie, API key or webhook signature); API Gateway cannot express these.',
        });
        if (!TOOL_AREAS.includes(area)) continue;
        // A stage's route settings name routes that must exist first.
        defaultStage.node.addDependency(route);
        toolRouteSettings[`ANY ${areaRoutePath(area)}`] = {
          ThrottlingRateLimit: stage.apiThrottle.tools.rateLimit,
          ThrottlingBurstLimit: stage.apiThrottle.tools.burstLimit,
        };
      }
    }
    (defaultStage.node.defaultChild as CfnStage).routeSettings = toolRouteSettings;
    this.functions = functions;

    // The integration never ran: API Gateway's own 429, the throttle, not an area's per-address allowance.
    const throttled = new MetricFilter(this, 'ThrottledRequests', {
      logGroup: accessLogs,
      metricNamespace: LOG_METRIC_NAMESPACE,
      metricName: `ApiThrottled-${stage.name}`,
      filterPattern: FilterPattern.all(
        FilterPattern.stringValue('$.status', '=', '429'),
        FilterPattern.stringValue('$.integrationStatus', '=', '-'),
      ),
      metricValue: '1',
      defaultValue: 0,
    });
    this.throttledRequests = throttled.metric({ period: Duration.minutes(5), statistic: Stats.SUM });
  }
}

// The HTTP API: for each area of the route table, one function behind one greedy route, with access logs.

import { Validations } from 'aws-cdk-lib';
import { HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { AREA_NAMES, areaRoutePath } from '../../shared/routes.js';
import { areaEntry } from '../bundling.js';
import { AREA_NEEDS } from '../function-needs.js';
import { pascalCase } from '../naming.js';
import type { AppFunctions } from './app-functions.js';

export interface AreaApiProps {
  /** Makes each area function, with the shared settings and the rights of its row of AREA_NEEDS. */
  readonly functions: AppFunctions;
}

/** A stage-wide ceiling on spend and abuse (requests per second, and the burst above it); raise it as traffic grows. */
const THROTTLE = { rateLimit: 100, burstLimit: 200 };

/** `ANY <prefix>/{proxy+}` (or the exact path) per area; the area function matches the spec path from the same table. */
export class AreaApi extends Construct {
  readonly httpApi: HttpApi;

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

    for (const area of AREA_NAMES) {
      const id = pascalCase(area);
      const areaFunction = props.functions.add(this, `${id}Function`, {
        name: area,
        entry: areaEntry(area, props.functions.sourceRoot),
        description: `The ${area} API area`,
        needs: AREA_NEEDS[area],
      });

      const routes = this.httpApi.addRoutes({
        path: areaRoutePath(area),
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
    }
  }
}

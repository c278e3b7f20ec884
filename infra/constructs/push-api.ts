// The code push in AWS (docs/decisions/041): a WebSocket API whose `$connect` and `$disconnect` run the push function
// (it admits a socket to one order or lease and keeps it in the table), one stage with throttles and access logs
// without the query string, and the right to post to that stage's sockets for the functions whose needs push.

import { AccessLogFormat, AccessLogField } from 'aws-cdk-lib/aws-apigateway';
import { LogGroupLogDestination, WebSocketApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Validations } from 'aws-cdk-lib';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { PUSH_FUNCTION } from '../../shared/schemas/push.js';
import { pushSocketEntry } from '../bundling.js';
import { PUSH_SOCKET_NEEDS } from '../function-needs.js';
import type { StageSettings } from '../stages.js';
import type { AppFunctions } from './app-functions.js';
import type { TeamFunction } from './team-function.js';

/** The stage CloudFront forwards `/ws` to. */
export const PUSH_STAGE_NAME = 'live';

export interface PushApiProps {
  readonly functions: AppFunctions;
  readonly stage: StageSettings;
}

export class PushApi extends Construct {
  readonly webSocketApi: WebSocketApi;
  readonly liveStage: WebSocketStage;
  readonly pushFunction: TeamFunction;

  constructor(scope: Construct, id: string, props: PushApiProps) {
    super(scope, id);
    this.pushFunction = props.functions.add(this, 'PushFunction', {
      name: PUSH_FUNCTION,
      entry: pushSocketEntry(props.functions.sourceRoot),
      description: 'The code push: admits and forgets the sockets of pages waiting for a code',
      needs: PUSH_SOCKET_NEEDS,
    });
    const integration = (name: string) => new WebSocketLambdaIntegration(name, this.pushFunction.live);
    this.webSocketApi = new WebSocketApi(this, 'WebSocketApi', {
      apiName: `${props.stage.prefix}-push`,
      description: 'Pushes codes and lease messages to the pages waiting for them',
      connectRouteOptions: { integration: integration('ConnectIntegration') },
      disconnectRouteOptions: { integration: integration('DisconnectIntegration') },
    });
    for (const route of this.webSocketApi.node.findAll().filter((child) => child.node.id.endsWith('-Route'))) {
      Validations.of(route).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason:
          '$connect is authorised by the push function itself, per order: an anonymous buyer by the order link id, a ' +
          'member by the session cookie; a Lambda authoriser would read the same items for the same answer.',
      });
    }
    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: props.stage.logRetention,
      removalPolicy: props.stage.removalPolicy,
    });
    this.liveStage = new WebSocketStage(this, 'LiveStage', {
      webSocketApi: this.webSocketApi,
      stageName: PUSH_STAGE_NAME,
      autoDeploy: true,
      throttle: props.stage.apiThrottle.shop,
      // The connection and its route, never the query string (an order's link id is its buyer's key).
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: AccessLogField.contextRequestId(),
            time: AccessLogField.contextRequestTime(),
            eventType: AccessLogField.contextEventType(),
            routeKey: AccessLogField.contextRouteKey(),
            connectionId: AccessLogField.contextConnectionId(),
            status: AccessLogField.contextStatus(),
          }),
        ),
      },
    });
    props.functions.usePushStage(this.liveStage);
  }
}

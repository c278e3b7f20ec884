// What the local runtime runs: the API areas behind their routes, the consumers of each event, the scheduled jobs and
// the WebSocket API's push function, taken from the sources (`npm start`) or from the bundles and template CDK
// synthesized (`HANDLERS=bundled`).

import type {
  APIGatewayProxyEventV2,
  APIGatewayProxyResultV2,
  APIGatewayProxyStructuredResultV2,
  Context,
  SQSBatchResponse,
  SQSEvent,
} from 'aws-lambda';
import type { ScheduledInvocation } from '../events/core/job.js';
import type { PushSocketEvent } from '../http/push/index.js';
import type { ConsumerName } from '../../shared/events.js';
import type { Area } from '../../shared/routes.js';
import type { ScheduleName } from '../../shared/schedules.js';

export type AreaHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;
export type ConsumerHandler = (event: SQSEvent, context: Context) => Promise<SQSBatchResponse>;
export type JobHandler = (event: ScheduledInvocation, context: Context) => Promise<{ changed: number }>;
export type PushHandler = (event: PushSocketEvent, context: Context) => Promise<APIGatewayProxyResultV2>;

/** The API Gateway route a path reaches: its area and its route key (`ANY /prefix/{proxy+}` or an exact path). */
export interface LocalRoute {
  readonly area: Area;
  readonly routeKey: string;
}

export interface LocalFunctions {
  /** Where the handlers, routes, rules and schedules come from, said on start. */
  readonly origin: string;
  route(pathname: string): LocalRoute | null;
  area(name: Area): Promise<AreaHandler>;
  /** The consumers an event of this DetailType reaches. */
  consumersOf(detailType: string): ConsumerName[];
  consumer(name: ConsumerName): Promise<ConsumerHandler>;
  /** Starts a consumer's runtime now (its module loaded, its init run), rather than at its first event. */
  warm(name: ConsumerName): Promise<void>;
  /** Each job with its rate. */
  readonly schedules: readonly { readonly name: ScheduleName; readonly everyMinutes: number }[];
  job(name: ScheduleName): Promise<JobHandler>;
  /** The function the WebSocket API's `$connect` and `$disconnect` reach (docs/decisions/041). */
  push(): Promise<PushHandler>;
  /** Ends whatever runs the handlers. */
  stop(): Promise<void>;
}

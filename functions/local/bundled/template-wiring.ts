// What a synthesized template wires: each function (named by its POWERTOOLS_SERVICE_NAME) with its bundle and
// environment, the HTTP routes, the WebSocket routes, the event rules with the queue and consumer each feeds, and the
// schedules.

import { isAppFunction, type Template } from './cloud-assembly.js';

export interface TemplateFunction {
  /** The area, consumer or job name, or `push` (POWERTOOLS_SERVICE_NAME). */
  readonly name: string;
  /** The construct path (metadata `aws:cdk:path`), to name the function in messages. */
  readonly constructPath: string;
  /** The bundle's folder in the cloud assembly (metadata `aws:asset:path`). */
  readonly asset: string;
  /** `index.handler`: the module and its export. */
  readonly handler: string;
  /** As the template gives it: strings, or references only AWS resolves (`Ref`, `Fn::GetAtt`, `Fn::Join`). */
  readonly environment: Readonly<Record<string, unknown>>;
}

export interface TemplateConsumer {
  /** The DetailType its rule matches. */
  readonly detailType: string;
  readonly function: string;
  readonly batchSize: number | undefined;
  readonly maxConcurrency: number | undefined;
  /** The queue's redrive policy: deliveries before a message is dead-lettered. */
  readonly maxReceiveCount: number | undefined;
}

export interface TemplateWiring {
  readonly functions: ReadonlyMap<string, TemplateFunction>;
  /** The HTTP API's route key (`ANY /php-backend/api/auth/{proxy+}`) to function name. */
  readonly routes: ReadonlyMap<string, string>;
  /** The WebSocket API's route key (`$connect`) to function name. */
  readonly socketRoutes: ReadonlyMap<string, string>;
  readonly consumers: readonly TemplateConsumer[];
  /** Function name to its schedule expression (`rate(5 minutes)`). */
  readonly schedules: ReadonlyMap<string, string>;
}

/** The logical ID a `Ref`, `Fn::GetAtt` or a `Fn::Join` around one of them points at. */
function referencedId(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  if ('Ref' in value && typeof value.Ref === 'string') return value.Ref;
  if ('Fn::GetAtt' in value && Array.isArray(value['Fn::GetAtt'])) return String(value['Fn::GetAtt'][0]);
  for (const inner of Object.values(value)) {
    const found = Array.isArray(inner) ? inner.map(referencedId).find(Boolean) : referencedId(inner);
    if (found) return found;
  }
  return undefined;
}

const numberOr = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

export function templateWiring(template: Template): TemplateWiring {
  const resources = template.Resources;
  const ofType = (type: string) => Object.entries(resources).filter(([, resource]) => resource.Type === type);
  const property = (id: string | undefined, name: string): unknown =>
    id === undefined ? undefined : resources[id]?.Properties[name];

  const byId = new Map<string, TemplateFunction>();
  for (const [id, resource] of Object.entries(resources)) {
    if (!isAppFunction(resource)) continue;
    const variables = (resource.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    byId.set(id, {
      name: variables.POWERTOOLS_SERVICE_NAME as string,
      constructPath: String(resource.Metadata?.['aws:cdk:path'] ?? id),
      asset: String(resource.Metadata?.['aws:asset:path'] ?? ''),
      handler: String(resource.Properties.Handler ?? 'index.handler'),
      environment: variables,
    });
  }
  /** The function a logical ID names: the function itself, or the alias callers invoke (docs/decisions/055). */
  const functionNamed = (id: string | undefined): string | undefined => {
    if (id === undefined) return undefined;
    if (resources[id]?.Type === 'AWS::Lambda::Alias') return functionNamed(referencedId(property(id, 'FunctionName')));
    return byId.get(id)?.name;
  };

  const routes = new Map<string, string>();
  const socketRoutes = new Map<string, string>();
  for (const [, route] of ofType('AWS::ApiGatewayV2::Route')) {
    const integration = referencedId(route.Properties.Target);
    const target = functionNamed(referencedId(property(integration, 'IntegrationUri')));
    const onSocketApi = property(referencedId(route.Properties.ApiId), 'ProtocolType') === 'WEBSOCKET';
    (onSocketApi ? socketRoutes : routes).set(
      String(route.Properties.RouteKey),
      target ?? `(no function: ${integration ?? 'no integration'})`,
    );
  }

  const consumers: TemplateConsumer[] = [];
  const mappings = ofType('AWS::Lambda::EventSourceMapping');
  for (const [, rule] of ofType('AWS::Events::Rule')) {
    const pattern = rule.Properties.EventPattern as { 'detail-type'?: string[] } | undefined;
    for (const target of (rule.Properties.Targets as { Arn: unknown }[] | undefined) ?? []) {
      const queue = referencedId(target.Arn);
      for (const [, mapping] of mappings.filter(([, m]) => referencedId(m.Properties.EventSourceArn) === queue)) {
        const scaling = mapping.Properties.ScalingConfig as { MaximumConcurrency?: number } | undefined;
        const redrive = property(queue, 'RedrivePolicy') as { maxReceiveCount?: number } | undefined;
        for (const detailType of pattern?.['detail-type'] ?? []) {
          consumers.push({
            detailType,
            function: functionNamed(referencedId(mapping.Properties.FunctionName)) ?? '(no function)',
            batchSize: numberOr(mapping.Properties.BatchSize),
            maxConcurrency: numberOr(scaling?.MaximumConcurrency),
            maxReceiveCount: numberOr(redrive?.maxReceiveCount),
          });
        }
      }
    }
  }

  const schedules = new Map<string, string>();
  for (const [id, schedule] of ofType('AWS::Scheduler::Schedule')) {
    const target = schedule.Properties.Target as { Arn?: unknown } | undefined;
    schedules.set(
      functionNamed(referencedId(target?.Arn)) ?? `(no function: ${id})`,
      String(schedule.Properties.ScheduleExpression),
    );
  }

  return {
    functions: new Map([...byId.values()].map((fn) => [fn.name, fn])),
    routes,
    socketRoutes,
    consumers,
    schedules,
  };
}

// What a stage's synthesized templates bill whatever the traffic, and the settings that price the traffic, counted
// from the templates themselves (docs/decisions/058): alarms and the metrics each reads, dashboards, log metric
// filters, secrets, KMS keys, the web ACL's rules, the SQS pollers, the schedules, the WebSocket API, and per function
// its memory, log level, tracing mode, the secrets it reads and how often a schedule runs it.

/** A CloudFormation template as JSON (`Template.toJSON()`). */
export interface TemplateJson {
  readonly Resources?: Record<string, { readonly Type: string; readonly Properties?: Record<string, any> }>;
}

export interface BilledFunction {
  readonly memoryMb: number;
  /** LOG_LEVEL as the stack sets it (functions/config.ts). */
  readonly logLevel: string;
  /** X-Ray active tracing (Lambda's own sampling); false for PassThrough. */
  readonly traced: boolean;
  /** Secrets Manager secrets it reads (its `<NAME>_ARN` settings). */
  readonly secretsRead: number;
  /** Runs a month when a schedule invokes it (EventBridge Scheduler `rate(n minutes)`), else 0. */
  readonly scheduledRunsPerMonth: number;
}

export interface BilledResources {
  readonly alarms: number;
  /** What CloudWatch bills alarms by: 1 per single-metric alarm, each metric a metric-math alarm reads. */
  readonly alarmMetrics: number;
  readonly dashboards: number;
  /** Log metric filters: each a custom metric. */
  readonly metricFilters: number;
  readonly secrets: number;
  readonly kmsKeys: number;
  readonly webAcls: number;
  readonly wafRules: number;
  /** Lambda event source mappings on SQS queues: each keeps long polls open on its queue all month. */
  readonly sqsPollers: number;
  readonly webSocketApis: number;
  /** The longest retention of a log group, in days (every function and access log group has the stage's). */
  readonly logRetentionDays: number;
  /** By POWERTOOLS_SERVICE_NAME: an API area, consumer, job or the push. */
  readonly functions: Readonly<Record<string, BilledFunction>>;
}

export const MINUTES_PER_MONTH = 30 * 24 * 60;

type Resource = { readonly Type: string; readonly Properties?: Record<string, any> };

/** The logical id a `Ref` or `Fn::GetAtt` points at, if `value` is one. */
function target(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const ref = (value as { Ref?: unknown }).Ref;
  if (typeof ref === 'string') return ref;
  const getAtt = (value as { 'Fn::GetAtt'?: unknown })['Fn::GetAtt'];
  return Array.isArray(getAtt) && typeof getAtt[0] === 'string' ? getAtt[0] : undefined;
}

/** Counts what the app stack's and the edge stack's templates of one stage bill. */
export function billedResources(app: TemplateJson, edge: TemplateJson): BilledResources {
  const resources = [...Object.entries(app.Resources ?? {}), ...Object.entries(edge.Resources ?? {})];
  const ofType = (type: string): [string, Resource][] => resources.filter(([, resource]) => resource.Type === type);
  const ids = (type: string) => new Set(ofType(type).map(([id]) => id));

  const alarmMetrics = ofType('AWS::CloudWatch::Alarm').reduce((sum, [, alarm]) => {
    const metrics = alarm.Properties?.Metrics as { MetricStat?: unknown }[] | undefined;
    return sum + (metrics ? metrics.filter((metric) => metric.MetricStat).length : 1);
  }, 0);

  const runsByFunction = new Map<string, number>();
  for (const [, schedule] of ofType('AWS::Scheduler::Schedule')) {
    const rate = /^rate\((\d+) minutes?\)$/.exec(schedule.Properties?.ScheduleExpression ?? '');
    const fn = target(schedule.Properties?.Target?.Arn);
    if (!rate || !fn)
      throw new Error(`A schedule the cost model cannot read: ${schedule.Properties?.ScheduleExpression}`);
    runsByFunction.set(fn, (runsByFunction.get(fn) ?? 0) + MINUTES_PER_MONTH / Number(rate[1]));
  }

  const secrets = ids('AWS::SecretsManager::Secret');
  const functions: Record<string, BilledFunction> = {};
  for (const [id, fn] of ofType('AWS::Lambda::Function')) {
    const variables = (fn.Properties?.Environment?.Variables ?? {}) as Record<string, unknown>;
    const name = variables.POWERTOOLS_SERVICE_NAME;
    if (typeof name !== 'string') continue; // CDK's own helpers (none today), not the product's functions
    functions[name] = {
      memoryMb: fn.Properties?.MemorySize ?? 128,
      logLevel: typeof variables.LOG_LEVEL === 'string' ? variables.LOG_LEVEL : 'INFO',
      traced: fn.Properties?.TracingConfig?.Mode === 'Active',
      secretsRead: Object.values(variables).filter((value) => secrets.has(target(value) ?? '')).length,
      scheduledRunsPerMonth: runsByFunction.get(id) ?? 0,
    };
  }

  const queues = ids('AWS::SQS::Queue');
  return {
    alarms: ofType('AWS::CloudWatch::Alarm').length,
    alarmMetrics,
    dashboards: ofType('AWS::CloudWatch::Dashboard').length,
    metricFilters: ofType('AWS::Logs::MetricFilter').length,
    secrets: secrets.size,
    kmsKeys: ofType('AWS::KMS::Key').length,
    webAcls: ofType('AWS::WAFv2::WebACL').length,
    wafRules: ofType('AWS::WAFv2::WebACL').reduce((sum, [, acl]) => sum + (acl.Properties?.Rules?.length ?? 0), 0),
    sqsPollers: ofType('AWS::Lambda::EventSourceMapping').filter(([, mapping]) =>
      queues.has(target(mapping.Properties?.EventSourceArn) ?? ''),
    ).length,
    webSocketApis: ofType('AWS::ApiGatewayV2::Api').filter(([, api]) => api.Properties?.ProtocolType === 'WEBSOCKET')
      .length,
    logRetentionDays: Math.max(
      0,
      ...ofType('AWS::Logs::LogGroup').map(([, group]) => group.Properties?.RetentionInDays ?? 0),
    ),
    functions,
  };
}

// The edge: a WAF web ACL in us-east-1 on the distribution, and a secret origin header CloudFront sends the API, which
// every area function can read and check; access logs keep no query string; the API throttles per stage.

import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { ORIGIN_SECRET_HEADER } from '../../functions/adapters/secret-rules.js';
import { ACCESS_LOG_FIELDS, TOOL_AREAS } from '../../infra/constructs/http-api.js';
import { secretId } from '../../infra/constructs/secrets.js';
import { CLOUDFRONT_5XX_RATE_ALARM, WAF_BLOCKED_REQUESTS_ALARM } from '../../infra/stacks/edge-alarms-stack.js';
import {
  PROVIDER_PATH_PREFIX,
  SIGN_IN_PATHS,
  SIGN_IN_RATE_LIMIT_PER_5_MINUTES,
} from '../../infra/stacks/edge-stack.js';
import { stageSettings } from '../../infra/stages.js';
import { AREA_NAMES, areaRoutePath, ROUTES } from '../../shared/routes.js';
import { statementsOf, synthApp } from './synth-app.js';

const { template, edgeTemplate, edgeAlarmsTemplate, stack } = synthApp({ alarmEmail: 'ops@example.com' });
const prod = synthApp({ stage: 'prod' });

type Resource = { Properties: Record<string, any> };
const distribution = () =>
  (Object.values(template.findResources('AWS::CloudFront::Distribution'))[0] as Resource).Properties.DistributionConfig;
const originSecretId = () =>
  Object.keys(template.findResources('AWS::SecretsManager::Secret')).find((id) =>
    id.startsWith(`Secrets${secretId('ORIGIN_SECRET')}`),
  )!;

describe('the WAF', () => {
  it('lives in us-east-1, in a stack of its own, scoped to CloudFront', () => {
    expect(stack.region).toBe('eu-west-2');
    edgeTemplate.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'CLOUDFRONT',
      DefaultAction: { Allow: {} },
    });
  });

  it('blocks an address over its rate, and runs the AWS common rule set on all but the providers’ notifications', () => {
    edgeTemplate.hasResourceProperties('AWS::WAFv2::WebACL', {
      Rules: Match.arrayWith([
        Match.objectLike({
          Action: { Block: {} },
          Statement: { RateBasedStatement: { AggregateKeyType: 'IP', Limit: 500, EvaluationWindowSec: 300 } },
        }),
        Match.objectLike({
          OverrideAction: { None: {} },
          Statement: {
            ManagedRuleGroupStatement: Match.objectLike({
              VendorName: 'AWS',
              Name: 'AWSManagedRulesCommonRuleSet',
              ScopeDownStatement: {
                NotStatement: {
                  Statement: { ByteMatchStatement: Match.objectLike({ SearchString: PROVIDER_PATH_PREFIX }) },
                },
              },
            }),
          },
        }),
      ]),
    });
    prod.edgeTemplate.hasResourceProperties('AWS::WAFv2::WebACL', {
      Rules: Match.arrayWith([
        Match.objectLike({ Statement: { RateBasedStatement: Match.objectLike({ Limit: 2000 }) } }),
      ]),
    });
  });

  it('runs AWS’s IP reputation list and known bad inputs too, each blocking, off the providers’ notifications', () => {
    const rules = (Object.values(edgeTemplate.findResources('AWS::WAFv2::WebACL'))[0] as Resource).Properties.Rules as {
      Priority: number;
      OverrideAction?: unknown;
      Statement: any;
    }[];
    const groups = rules
      .filter((rule) => rule.Statement.ManagedRuleGroupStatement)
      .map((rule) => ({ ...rule.Statement.ManagedRuleGroupStatement, override: rule.OverrideAction }));
    expect(groups.map((group) => group.Name)).toEqual([
      'AWSManagedRulesAmazonIpReputationList',
      'AWSManagedRulesKnownBadInputsRuleSet',
      'AWSManagedRulesCommonRuleSet',
    ]);
    for (const group of groups) {
      expect(group.override).toEqual({ None: {} });
      expect(JSON.stringify(group.ScopeDownStatement)).toContain(PROVIDER_PATH_PREFIX);
    }
    expect(new Set(rules.map((rule) => rule.Priority)).size).toBe(rules.length);
  });

  it('blocks an address over a much lower rate on sign-in, registration and the password reset', () => {
    expect(SIGN_IN_PATHS).toEqual(expect.arrayContaining([ROUTES['auth.login'].path, ROUTES['auth.register'].path]));
    expect(SIGN_IN_RATE_LIMIT_PER_5_MINUTES).toBeLessThan(500 / 4);
    for (const { edgeTemplate: edge } of [{ edgeTemplate }, prod]) {
      edge.hasResourceProperties('AWS::WAFv2::WebACL', {
        Rules: Match.arrayWith([
          Match.objectLike({
            Name: 'SignInRateLimitPerAddress',
            Action: { Block: {} },
            Statement: {
              RateBasedStatement: {
                AggregateKeyType: 'IP',
                Limit: SIGN_IN_RATE_LIMIT_PER_5_MINUTES,
                EvaluationWindowSec: 300,
                ScopeDownStatement: {
                  OrStatement: {
                    Statements: SIGN_IN_PATHS.map((path) => ({
                      ByteMatchStatement: Match.objectLike({
                        FieldToMatch: { UriPath: {} },
                        PositionalConstraint: 'EXACTLY',
                        SearchString: path,
                      }),
                    })),
                  },
                },
              },
            },
          }),
        ]),
      });
    }
  });

  it('logs what it blocked or counted to a stage’s aws-waf-logs- group, the query string and keys redacted', () => {
    for (const [name, edge] of [
      ['dev', edgeTemplate],
      ['prod', prod.edgeTemplate],
    ] as const) {
      const logGroups = edge.findResources('AWS::Logs::LogGroup');
      const [logGroupId, logGroup] = Object.entries(logGroups)[0] as [string, Resource];
      expect(logGroup.Properties.LogGroupName).toBe(`aws-waf-logs-uk-sms-numbers-${name}`);
      expect(logGroup.Properties.RetentionInDays).toBe(stageSettings(name).logRetention);
      const [config] = Object.values(edge.findResources('AWS::WAFv2::LoggingConfiguration')) as Resource[];
      expect(config!.Properties.ResourceArn).toEqual({
        'Fn::GetAtt': [Object.keys(edge.findResources('AWS::WAFv2::WebACL'))[0], 'Arn'],
      });
      // The log group's ARN as WAF takes it: without the `:*` CDK's logGroupArn ends with.
      expect(config!.Properties.LogDestinationConfigs).toEqual([
        {
          'Fn::Join': ['', ['arn:aws:logs:us-east-1:', { Ref: 'AWS::AccountId' }, ':log-group:', { Ref: logGroupId }]],
        },
      ]);
      // WAF redacts a whole query string or nothing: api_key goes with the rest of it.
      expect(config!.Properties.RedactedFields).toEqual([
        { QueryString: {} },
        { SingleHeader: { Name: 'cookie' } },
        { SingleHeader: { Name: 'authorization' } },
      ]);
      expect(config!.Properties.LoggingFilter).toMatchObject({
        DefaultBehavior: 'DROP',
        Filters: [
          {
            Behavior: 'KEEP',
            Conditions: [{ ActionCondition: { Action: 'BLOCK' } }, { ActionCondition: { Action: 'COUNT' } }],
          },
        ],
      });
    }
  });

  it('is associated with the distribution, its ARN read from the edge stack’s output in us-east-1', () => {
    const [outputName] = Object.keys(edgeTemplate.toJSON().Outputs as object);
    expect(edgeTemplate.toJSON().Outputs[outputName!].Value).toEqual({
      'Fn::GetAtt': [Object.keys(edgeTemplate.findResources('AWS::WAFv2::WebACL'))[0], 'Arn'],
    });
    expect(distribution().WebACLId).toEqual({
      'Fn::GetStackOutput': { StackName: 'uk-sms-numbers-dev-edge', Region: 'us-east-1', OutputName: outputName },
    });
  });
});

describe('the edge alarms, in us-east-1 where CloudFront and WAF keep their figures', () => {
  const alarmNamed = (what: string) =>
    (Object.values(edgeAlarmsTemplate.findResources('AWS::CloudWatch::Alarm')) as Resource[]).find(
      (alarm) => alarm.Properties.AlarmName === `uk-sms-numbers-dev-${what}`,
    )!.Properties;
  const topicId = Object.keys(edgeAlarmsTemplate.findResources('AWS::SNS::Topic'))[0]!;

  it('mail the alarm address from a topic of their own, in their region', () => {
    edgeAlarmsTemplate.hasResourceProperties('AWS::SNS::Topic', { TopicName: 'uk-sms-numbers-dev-edge-alarms' });
    edgeAlarmsTemplate.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'ops@example.com',
    });
    for (const alarm of Object.values(edgeAlarmsTemplate.findResources('AWS::CloudWatch::Alarm')) as Resource[]) {
      expect(alarm.Properties.AlarmActions).toEqual([{ Ref: topicId }]);
      expect(alarm.Properties.OKActions).toEqual([{ Ref: topicId }]);
    }
  });

  it('watch the requests the web ACL blocked', () => {
    expect(alarmNamed('waf-blocked-requests')).toMatchObject({
      Namespace: 'AWS/WAFV2',
      MetricName: 'BlockedRequests',
      Dimensions: expect.arrayContaining([
        { Name: 'WebACL', Value: 'uk-sms-numbers-dev-web-acl' },
        { Name: 'Rule', Value: 'ALL' },
      ]),
      Threshold: WAF_BLOCKED_REQUESTS_ALARM,
      EvaluationPeriods: 2,
    });
    edgeTemplate.hasResourceProperties('AWS::WAFv2::WebACL', {
      VisibilityConfig: Match.objectLike({ MetricName: 'uk-sms-numbers-dev-web-acl', CloudWatchMetricsEnabled: true }),
    });
  });

  it('watch the share of CloudFront’s answers that were 5xx, for the app stack’s distribution', () => {
    const alarm = alarmNamed('cloudfront-5xx-rate');
    expect(alarm.Threshold).toBe(CLOUDFRONT_5XX_RATE_ALARM);
    const rate = alarm.Metrics.find((metric: { Id: string }) => metric.Id === 'rate').MetricStat.Metric;
    expect(rate).toMatchObject({ Namespace: 'AWS/CloudFront', MetricName: '5xxErrorRate' });
    const dimensions = Object.fromEntries(
      rate.Dimensions.map((dimension: { Name: string; Value: unknown }) => [dimension.Name, dimension.Value]),
    );
    expect(dimensions.Region).toBe('Global');
    expect(dimensions.DistributionId).toMatchObject({
      'Fn::GetStackOutput': expect.objectContaining({ StackName: 'uk-sms-numbers-dev', Region: 'eu-west-2' }),
    });
  });
});

describe('the origin header', () => {
  it('is sent by CloudFront to the API origin, from the secret, never written in the template', () => {
    const apiOrigin = distribution().Origins.find(
      (origin: { CustomOriginConfig?: unknown }) => origin.CustomOriginConfig,
    );
    expect(apiOrigin.OriginCustomHeaders).toEqual([
      {
        HeaderName: ORIGIN_SECRET_HEADER,
        HeaderValue: {
          'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: originSecretId() }, ':SecretString:::}}']],
        },
      },
    ]);
  });

  it('follows the secret version a rotation names, so that the deploy after a rotation updates CloudFront', () => {
    const rotated = synthApp({ originSecretVersion: 'abc-123' }).template;
    const config = (Object.values(rotated.findResources('AWS::CloudFront::Distribution'))[0] as Resource).Properties
      .DistributionConfig;
    const header = config.Origins.find((origin: { OriginCustomHeaders?: unknown }) => origin.OriginCustomHeaders);
    expect(JSON.stringify(header.OriginCustomHeaders[0].HeaderValue)).toContain(':SecretString:::abc-123}}');
  });

  it('is checked by every area function: the check is on, and each gets the secret’s ARN and the right to read it', () => {
    const areaFunctions = Object.values(
      template.findResources('AWS::Lambda::Function', {
        Properties: { Description: Match.stringLikeRegexp('API area \\(release ') },
      }),
    ) as Resource[];
    expect(areaFunctions).toHaveLength(AREA_NAMES.length);
    for (const fn of areaFunctions) {
      expect(fn.Properties.Environment.Variables).toMatchObject({
        ORIGIN_CHECK: 'on',
        ORIGIN_SECRET_ARN: { Ref: originSecretId() },
      });
      const reads = statementsOf(template, fn).filter((statement) =>
        [statement.Action].flat().includes('secretsmanager:GetSecretValue'),
      );
      expect(reads.flatMap((statement) => [statement.Resource].flat())).toContainEqual({ Ref: originSecretId() });
    }
  });
});

describe('the API access log', () => {
  it('records the route key, status, latency and integration error, and no query string or client address', () => {
    const [stage] = Object.values(template.findResources('AWS::ApiGatewayV2::Stage')) as Resource[];
    const format = JSON.parse(stage!.Properties.AccessLogSettings.Format as string) as Record<string, string>;
    expect(format).toEqual(ACCESS_LOG_FIELDS);
    expect(Object.values(format)).toEqual(
      expect.arrayContaining([
        '$context.routeKey',
        '$context.status',
        '$context.responseLatency',
        '$context.integrationErrorMessage',
      ]),
    );
    // $context.path is the path alone; these would carry the query string or the edge's address.
    for (const variable of Object.values(format)) {
      expect(variable).not.toMatch(/rawQueryString|queryString|requestUri|sourceIp|\$request/);
    }
  });

  it('keeps no CloudFront standard log, which always holds the query string', () => {
    expect(distribution().Logging).toBeUndefined();
  });
});

describe('the API throttle', () => {
  it('gives every route the stage’s shop throttle, and the tools’ routes their own lower one', () => {
    for (const [name, { template: synthesized }] of [
      ['dev', { template }],
      ['prod', prod],
    ] as const) {
      const { shop, tools } = stageSettings(name).apiThrottle;
      expect(tools.rateLimit).toBeLessThan(shop.rateLimit);
      synthesized.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
        DefaultRouteSettings: { ThrottlingRateLimit: shop.rateLimit, ThrottlingBurstLimit: shop.burstLimit },
        RouteSettings: Object.fromEntries(
          TOOL_AREAS.map((area) => [
            `ANY ${areaRoutePath(area)}`,
            { ThrottlingRateLimit: tools.rateLimit, ThrottlingBurstLimit: tools.burstLimit },
          ]),
        ),
      });
    }
  });
});

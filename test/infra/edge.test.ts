// The edge: a WAF web ACL in us-east-1 on the distribution, and a secret origin header CloudFront sends the API, which
// every area function can read and check; access logs keep no query string; the API throttles per stage.

import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { ORIGIN_SECRET_HEADER } from '../../functions/adapters/secret-rules.js';
import { ACCESS_LOG_FIELDS, TOOL_AREAS } from '../../infra/constructs/http-api.js';
import { secretId } from '../../infra/constructs/secrets.js';
import { PROVIDER_PATH_PREFIX } from '../../infra/stacks/edge-stack.js';
import { stageSettings } from '../../infra/stages.js';
import { AREA_NAMES, areaRoutePath } from '../../shared/routes.js';
import { statementsOf, synthApp } from './synth-app.js';

const { template, edgeTemplate, stack } = synthApp();
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
      Rules: [
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
      ],
    });
    prod.edgeTemplate.hasResourceProperties('AWS::WAFv2::WebACL', {
      Rules: Match.arrayWith([
        Match.objectLike({ Statement: { RateBasedStatement: Match.objectLike({ Limit: 2000 }) } }),
      ]),
    });
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
        Properties: { Description: Match.stringLikeRegexp('API area$') },
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

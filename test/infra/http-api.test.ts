// The HTTP API is built from the route table: one function and one greedy route per area, with their settings and rights.

import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { PASSWORD_HASHING_MEMORY_MB } from '../../infra/constructs/app-functions.js';
import { AREA_NEEDS } from '../../infra/function-needs.js';
import { AREA_NAMES, areaRoutePath, type Area } from '../../shared/routes.js';
import { liveAliasId, synthApp, TEST_PROVIDERS } from './synth-app.js';

const { template } = synthApp();
const areaFunctions = template.findResources('AWS::Lambda::Function', {
  Properties: { Description: Match.stringLikeRegexp('API area \\(release ') },
});
/** Each area function names its area in POWERTOOLS_SERVICE_NAME. */
const areaOf = (fn: { [key: string]: any }) => fn.Properties.Environment.Variables.POWERTOOLS_SERVICE_NAME as Area;

describe('HTTP API', () => {
  it('has one function per area', () => {
    expect(Object.values(areaFunctions).map(areaOf).sort()).toEqual([...AREA_NAMES].sort());
  });

  it('runs every area function on Node.js 22, arm64, 512 MB (a whole vCPU where passwords are hashed), 10 s, with X-Ray', () => {
    for (const fn of Object.values(areaFunctions)) {
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        MemorySize: AREA_NEEDS[areaOf(fn)].hashesPasswords ? PASSWORD_HASHING_MEMORY_MB : 512,
        Timeout: 10,
        TracingConfig: { Mode: 'Active' },
      });
    }
  });

  it('gives every area function the settings functions/config.ts reads', () => {
    for (const fn of Object.values(areaFunctions)) {
      expect(fn.Properties.Environment.Variables).toMatchObject({
        STAGE: 'dev',
        TABLE_NAME: { Ref: expect.stringMatching(/^DataTable/) },
        PUBLIC_URL: {
          'Fn::Join': [
            '',
            ['https://', { 'Fn::GetAtt': [expect.stringMatching(/^WebsiteDistribution/), 'DomainName'] }],
          ],
        },
        MAIL_FROM: 'no-reply@dev.example.com',
        COOKIE_SECURE: 'true',
        LOG_LEVEL: 'INFO',
        EVENT_BUS_NAME: { Ref: expect.stringMatching(/^EventsBus/) },
        COINPAYMENTS_API_URL: 'https://www.coinpayments.net/api.php',
        COINPAYMENTS_MERCHANT_ID: TEST_PROVIDERS.coinpaymentsMerchantId,
        COINPAYMENTS_PUBLIC_KEY: TEST_PROVIDERS.coinpaymentsPublicKey,
        NOWPAYMENTS_API_URL: 'https://api.nowpayments.io/v1',
      });
    }
  });

  it('routes ANY <prefix>/{proxy+} of each area, and nothing else', () => {
    // The WebSocket API's $connect and $disconnect are its own (push-api.test.ts).
    const [httpApiId] = Object.keys(
      template.findResources('AWS::ApiGatewayV2::Api', { Properties: { ProtocolType: 'HTTP' } }),
    );
    const routeKeys = Object.values(
      template.findResources('AWS::ApiGatewayV2::Route', { Properties: { ApiId: { Ref: httpApiId } } }),
    ).map((route) => route.Properties.RouteKey as string);
    expect(routeKeys.sort()).toEqual(AREA_NAMES.map((area) => `ANY ${areaRoutePath(area)}`).sort());
  });

  it('sends each area route to that area function’s live alias', () => {
    for (const [functionId, fn] of Object.entries(areaFunctions)) {
      const integrations = template.findResources('AWS::ApiGatewayV2::Integration', {
        Properties: { IntegrationUri: { Ref: liveAliasId(template, functionId) }, PayloadFormatVersion: '2.0' },
      });
      const [integrationId] = Object.keys(integrations);
      expect(integrationId, `integration of ${areaOf(fn)}`).toBeDefined();
      template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
        RouteKey: `ANY ${areaRoutePath(areaOf(fn))}`,
        Target: { 'Fn::Join': ['', ['integrations/', { Ref: integrationId }]] },
      });
    }
  });

  it('logs every request of the default stage and throttles it', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('requestId') },
      DefaultRouteSettings: { ThrottlingRateLimit: Match.anyValue(), ThrottlingBurstLimit: Match.anyValue() },
    });
  });

  it('lets each function write its own logs, and send mail only as no-reply@ if it may send at all (least-privilege.test.ts has the rest)', () => {
    const policies = Object.values(template.findResources('AWS::IAM::Policy')).filter((policy) =>
      (policy.Properties.Roles as { Ref: string }[]).some((role) => /^Api\w+FunctionRole/.test(role.Ref)),
    );
    expect(policies).toHaveLength(AREA_NAMES.length);
    for (const policy of policies) {
      const statements = policy.Properties.PolicyDocument.Statement as { Action: string | string[] }[];
      expect(statements.flatMap((statement) => statement.Action)).toContain('logs:PutLogEvents');
      for (const statement of statements.filter((candidate) => candidate.Action === 'ses:SendEmail')) {
        expect(statement).toMatchObject({
          Condition: { StringEquals: { 'ses:FromAddress': 'no-reply@dev.example.com' } },
        });
      }
    }
  });

  it('uses no AWS managed policy for the area functions', () => {
    const roleIds = Object.values(areaFunctions).map((fn) => fn.Properties.Role['Fn::GetAtt'][0] as string);
    expect(new Set(roleIds).size).toBe(AREA_NAMES.length);
    const roles = template.toJSON().Resources;
    for (const roleId of roleIds) expect(roles[roleId].Properties.ManagedPolicyArns).toBeUndefined();
  });
});

// The code push in AWS (docs/decisions/041): a WebSocket API with $connect and $disconnect on the push function, a
// throttled and logged stage reached through CloudFront's /ws, and the right to post to its sockets for routeSms only,
// on that stage's connections only.

import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { ORIGIN_SECRET_HEADER } from '../../functions/adapters/secret-rules.js';
import { secretId } from '../../infra/constructs/secrets.js';
import { PUSH_PATH } from '../../shared/schemas/push.js';
import { statementsOf, synthApp } from './synth-app.js';

const { template } = synthApp();
const resources = template.toJSON().Resources as Record<string, { Type: string; Properties: any }>;

const ofType = (type: string) => Object.entries(resources).filter(([, resource]) => resource.Type === type);
const functions = ofType('AWS::Lambda::Function').map(([id, fn]) => ({
  id,
  fn,
  name: fn.Properties.Environment?.Variables.POWERTOOLS_SERVICE_NAME as string,
}));
const named = (name: string) => functions.find((candidate) => candidate.name === name)!;
const webSocketApiId = ofType('AWS::ApiGatewayV2::Api').find(
  ([, api]) => api.Properties.ProtocolType === 'WEBSOCKET',
)![0];

describe('the code push’s WebSocket API', () => {
  it('exists, with $connect and $disconnect integrated with the push function and nothing else', () => {
    const routes = ofType('AWS::ApiGatewayV2::Route').filter(
      ([, route]) => route.Properties.ApiId.Ref === webSocketApiId,
    );
    expect(routes.map(([, route]) => route.Properties.RouteKey).sort()).toEqual(['$connect', '$disconnect']);
    for (const [, route] of routes) {
      const integrationId = (route.Properties.Target['Fn::Join'][1] as unknown[]).find(
        (part): part is { Ref: string } => typeof part === 'object',
      )!.Ref;
      const uri = JSON.stringify(resources[integrationId]!.Properties.IntegrationUri);
      expect(uri).toContain(named('push').id);
    }
  });

  it('deploys one throttled stage with access logs that leave out the query string', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      ApiId: { Ref: webSocketApiId },
      StageName: 'live',
      AutoDeploy: true,
      DefaultRouteSettings: Match.objectLike({ ThrottlingRateLimit: Match.anyValue() }),
      AccessLogSettings: Match.objectLike({ Format: Match.not(Match.stringLikeRegexp('querystring|queryString')) }),
    });
  });

  it('lets routeSms alone post to the sockets, on the live stage’s connections only, and tells it where', () => {
    const posting = functions.filter(({ fn }) =>
      statementsOf(template, fn).some((statement) =>
        [statement.Action].flat().includes('execute-api:ManageConnections'),
      ),
    );
    expect(posting.map(({ name }) => name)).toEqual(['routeSms']);
    const statement = statementsOf(template, named('routeSms').fn).find(
      (candidate) => candidate.Action === 'execute-api:ManageConnections',
    )!;
    const resource = JSON.stringify(statement.Resource);
    expect(resource).toContain(webSocketApiId);
    expect(resource).toContain('/live/*/@connections/*');
    expect(JSON.stringify(named('routeSms').fn.Properties.Environment.Variables.PUSH_ENDPOINT)).toContain(
      webSocketApiId,
    );
    expect(
      functions.filter(({ fn }) => fn.Properties.Environment?.Variables.PUSH_ENDPOINT).map(({ name }) => name),
    ).toEqual(['routeSms']);
  });

  it('gives the push function the table and the session secret, and no event, mail or push rights', () => {
    const actions = statementsOf(template, named('push').fn).flatMap((statement) => [statement.Action].flat());
    expect(actions).toEqual(
      expect.arrayContaining(['dynamodb:Query', 'dynamodb:BatchWriteItem', 'secretsmanager:GetSecretValue']),
    );
    for (const never of ['dynamodb:Scan', 'events:PutEvents', 'ses:SendEmail', 'execute-api:ManageConnections']) {
      expect(actions).not.toContain(never);
    }
    expect(Object.keys(named('push').fn.Properties.Environment.Variables)).toContain('JWT_SECRET_ARN');
  });

  it('is reached on the site’s own origin: CloudFront forwards /ws to the live stage with the viewer’s headers', () => {
    const [, distribution] = ofType('AWS::CloudFront::Distribution')[0]!;
    const behavior = distribution.Properties.DistributionConfig.CacheBehaviors.find(
      (candidate: { PathPattern: string }) => candidate.PathPattern === PUSH_PATH,
    );
    expect(behavior).toMatchObject({ ViewerProtocolPolicy: 'https-only' });
    const origin = distribution.Properties.DistributionConfig.Origins.find(
      (candidate: { Id: string }) => candidate.Id === behavior.TargetOriginId,
    );
    expect(origin.OriginPath).toBe('/live');
    expect(JSON.stringify(origin.DomainName)).toContain(webSocketApiId);
  });
});

describe('the WebSocket API’s own address (docs/decisions/057)', () => {
  const originSecretId = ofType('AWS::SecretsManager::Secret').find(([id]) =>
    id.startsWith(`Secrets${secretId('ORIGIN_SECRET')}`),
  )![0];

  it('gets the origin header from CloudFront, from the same secret as the HTTP API', () => {
    const [, distribution] = ofType('AWS::CloudFront::Distribution')[0]!;
    const config = distribution.Properties.DistributionConfig;
    const originOf = (pattern: string) => {
      const behavior = config.CacheBehaviors.find(
        (candidate: { PathPattern: string }) => candidate.PathPattern === pattern,
      );
      return config.Origins.find((candidate: { Id: string }) => candidate.Id === behavior.TargetOriginId);
    };
    const pushHeaders = originOf(PUSH_PATH).OriginCustomHeaders;
    expect(pushHeaders).toEqual([{ HeaderName: ORIGIN_SECRET_HEADER, HeaderValue: expect.anything() }]);
    expect(JSON.stringify(pushHeaders)).toContain(originSecretId);
    expect(pushHeaders).toEqual(originOf('/api/*').OriginCustomHeaders);
  });

  it('is refused at $connect: the push function checks the header and may read the secret and nothing else new', () => {
    const { fn } = named('push');
    expect(fn.Properties.Environment.Variables).toMatchObject({
      ORIGIN_CHECK: 'on',
      ORIGIN_SECRET_ARN: { Ref: originSecretId },
    });
    const reads = statementsOf(template, fn).filter((statement) =>
      [statement.Action].flat().includes('secretsmanager:GetSecretValue'),
    );
    expect(reads.flatMap((statement) => [statement.Resource].flat())).toContainEqual({ Ref: originSecretId });
  });
});

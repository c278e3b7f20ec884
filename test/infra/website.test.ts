// CloudFront serves the SPA from a private bucket and sends the API paths, uncached and whole, to the HTTP API.

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CLIENT_ROUTES_FILE } from '../../shared/client-routes.js';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { AREA_NAMES, areaRoutePath } from '../../shared/routes.js';
import { PUSH_PATH } from '../../shared/schemas/push.js';
import { API_PATH_PATTERNS } from '../../infra/constructs/website.js';
import { synthApp } from './synth-app.js';

const { template } = synthApp();

// AWS managed policies (their ids are fixed by CloudFront).
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

interface DistributionConfig {
  DefaultCacheBehavior: Record<string, unknown> & {
    FunctionAssociations: { EventType: string; FunctionARN: { 'Fn::GetAtt': string[] } }[];
  };
  CacheBehaviors: (Record<string, unknown> & { PathPattern: string })[];
  Origins: { Id: string; S3OriginConfig?: unknown; CustomOriginConfig?: unknown }[];
  CustomErrorResponses?: unknown;
  Logging?: unknown;
}
const distributionConfig = () =>
  Object.values(template.findResources('AWS::CloudFront::Distribution'))[0]?.Properties
    .DistributionConfig as DistributionConfig;

/** A folder like web/dist holding the given files. */
function webBuild(files: string[]): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), '<!doctype html>');
  }
  return dist;
}

/** The S3 behaviour's function for an event type, as CloudFront would run it. */
function behaviourFunction(synthesized: Template, eventType: 'viewer-request' | 'viewer-response') {
  const config = Object.values(synthesized.findResources('AWS::CloudFront::Distribution'))[0]?.Properties
    .DistributionConfig as DistributionConfig;
  const association = config.DefaultCacheBehavior.FunctionAssociations.find((found) => found.EventType === eventType);
  const [functionId] = association?.FunctionARN['Fn::GetAtt'] ?? [];
  const code = synthesized.toJSON().Resources[functionId as string].Properties.FunctionCode as string;
  return new Function(`${code}; return handler;`)() as (event: Record<string, unknown>) => Record<string, any>;
}

/** Runs the viewer-request function of the S3 behaviour on a path, as CloudFront would. */
function spaRewrite(synthesized: Template): (uri: string) => string {
  const handler = behaviourFunction(synthesized, 'viewer-request');
  return (uri) => handler({ request: { uri } }).uri as string;
}

/** The status the viewer gets for a path S3 answered 200 (the viewer-response function's verdict). */
function viewerStatus(synthesized: Template): (uri: string) => number {
  const handler = behaviourFunction(synthesized, 'viewer-response');
  return (uri) => handler({ request: { uri }, response: { statusCode: 200, headers: {} } }).statusCode as number;
}

/** CloudFront path patterns: `*` matches any characters, `?` one. */
const matchesPattern = (pattern: string, urlPath: string) =>
  new RegExp(
    `^${pattern
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')
      .replace(/\?/g, '.')}$`,
  ).test(urlPath);

describe('website', () => {
  it('sends /php-backend/api/*, /api/*, /webhooks/* and /stubs/* to the API, uncached, with every method, header but Host, query and cookie', () => {
    const config = distributionConfig();
    // The page's socket, /ws, goes to the WebSocket API (push-api.test.ts).
    const apiBehaviors = config.CacheBehaviors.filter((behavior) => behavior.PathPattern !== PUSH_PATH);
    const apiOrigin = config.Origins.find((origin) => origin.Id === apiBehaviors[0]?.TargetOriginId);
    expect(apiBehaviors.map((behavior) => behavior.PathPattern).sort()).toEqual([
      '/api/*',
      '/php-backend/api/*',
      '/stubs/*',
      '/webhooks/*',
    ]);
    for (const behavior of apiBehaviors) {
      expect(behavior).toMatchObject({
        TargetOriginId: apiOrigin?.Id,
        AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
        CachePolicyId: CACHING_DISABLED,
        OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
        ViewerProtocolPolicy: 'https-only',
      });
    }
    expect(apiOrigin?.CustomOriginConfig).toMatchObject({
      OriginProtocolPolicy: 'https-only',
      OriginSSLProtocols: ['TLSv1.2'],
    });
  });

  it('covers every area of the route table with an API behaviour', () => {
    for (const area of AREA_NAMES) {
      const samplePath = areaRoutePath(area).replace('{proxy+}', 'anything');
      expect(
        API_PATH_PATTERNS.some((pattern) => matchesPattern(pattern, samplePath)),
        samplePath,
      ).toBe(true);
    }
  });

  it('serves everything else from the bucket through origin access control, with no distribution-wide error pages', () => {
    const config = distributionConfig();
    const s3Origin = config.Origins.find((origin) => origin.S3OriginConfig);
    expect(config.DefaultCacheBehavior).toMatchObject({
      TargetOriginId: s3Origin?.Id,
      ViewerProtocolPolicy: 'redirect-to-https',
    });
    expect(s3Origin).toMatchObject({ OriginAccessControlId: expect.anything() });
    expect(config.CustomErrorResponses).toBeUndefined();
    template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: { OriginAccessControlOriginType: 's3', SigningBehavior: 'always' },
    });
  });

  it('gives client-side routes the SPA shell and leaves files alone', () => {
    const rewrite = spaRewrite(template);
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/dashboard')).toBe('/app.html');
    expect(rewrite('/admin/users/')).toBe('/app.html');
    expect(rewrite('/assets/index-3f9a.js')).toBe('/assets/index-3f9a.js');
    expect(rewrite('/favicon.svg')).toBe('/favicon.svg');
  });

  it('gives a route web/dist prerenders its own page, as the local server does', () => {
    const dist = webBuild(['index.html', 'services/index.html', 'services/whatsapp/index.html', 'assets/app.js']);
    const rewrite = spaRewrite(synthApp({ siteAssetsPath: dist }).template);
    expect(rewrite('/services')).toBe('/services/index.html');
    expect(rewrite('/services/')).toBe('/services/index.html');
    expect(rewrite('/services/whatsapp')).toBe('/services/whatsapp/index.html');
    expect(rewrite('/services/telegram')).toBe('/app.html');
    expect(rewrite('/')).toBe('/index.html');
  });

  it('answers a path that names no page or client-side route with the not-found page and 404, as the local server does', () => {
    const dist = webBuild(['index.html', 'contact/index.html', 'app.html', '404.html', 'assets/app.js']);
    writeFileSync(
      path.join(dist, CLIENT_ROUTES_FILE),
      JSON.stringify(['/', '/contact', '/dashboard', '/leases/:id/inbox']),
    );
    const synthesized = synthApp({ siteAssetsPath: dist }).template;
    const rewrite = spaRewrite(synthesized);
    const status = viewerStatus(synthesized);
    for (const uri of ['/dashboard', '/leases/42/inbox', '/leases/42/inbox/']) {
      expect([rewrite(uri), status(uri)], uri).toEqual(['/app.html', 200]);
    }
    for (const uri of ['/no-such-page', '/leases', '/leases/42', '/dashboard/extra']) {
      expect([rewrite(uri), status(uri)], uri).toEqual(['/404.html', 404]);
    }
    expect([rewrite('/contact'), status('/contact')]).toEqual(['/contact/index.html', 200]);
    expect([rewrite('/assets/app.js'), status('/assets/app.js')]).toEqual(['/assets/app.js', 200]);
  });

  it('adds security headers to pages and API answers alike', () => {
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: {
        SecurityHeadersConfig: {
          StrictTransportSecurity: { AccessControlMaxAgeSec: 31_536_000, IncludeSubdomains: true, Override: true },
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
          ContentSecurityPolicy: {
            ContentSecurityPolicy: Match.stringLikeRegexp(
              "default-src 'self'.*script-src 'self';.*frame-ancestors 'none'",
            ),
            Override: true,
          },
        },
      },
    });
    const config = distributionConfig();
    const behaviors = [config.DefaultCacheBehavior, ...config.CacheBehaviors];
    const policies = behaviors.map((behavior) => behavior.ResponseHeadersPolicyId);
    expect(new Set(policies.map((policy) => JSON.stringify(policy))).size).toBe(1);
    expect(policies[0]).toEqual({ Ref: expect.stringMatching(/^WebsiteSecurityHeaders/) });
  });

  it('keeps the site bucket private, TLS-only and logged', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      LoggingConfiguration: {
        DestinationBucketName: { Ref: Match.stringLikeRegexp('^WebsiteLogs') },
        LogFilePrefix: 'site-bucket/',
      },
    });
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: Match.stringLikeRegexp('^WebsiteBucket') },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it('keeps no CloudFront standard log, which would record the query string and its api_key', () => {
    expect(distributionConfig().Logging).toBeUndefined();
  });

  it('uploads the SPA when given a web build, replacing its files and keeping the older builds’ chunks', () => {
    template.resourceCountIs('Custom::CDKBucketDeployment', 0);

    const built = synthApp({ siteAssetsPath: webBuild(['index.html']) }).template;
    built.resourceCountIs('Custom::CDKBucketDeployment', 1);
    // The handler copies over every file of the build (index.html and the other unhashed files are replaced) and,
    // without prune, deletes none: a tab opened before the deploy still loads its build's hashed chunks.
    built.hasResourceProperties('Custom::CDKBucketDeployment', {
      DistributionPaths: ['/*'],
      Prune: false,
    });
  });

  it('outputs the site URL, the API URL and the table name', () => {
    template.hasOutput('SiteUrl', {});
    template.hasOutput('ApiUrl', { Value: { 'Fn::GetAtt': [Match.stringLikeRegexp('^ApiHttpApi'), 'ApiEndpoint'] } });
    template.hasOutput('TableName', { Value: { Ref: Match.stringLikeRegexp('^DataTable') } });
  });
});

// The one public origin: CloudFront serving the SPA from S3 and forwarding the API paths to the HTTP API, on the
// site's own domain when the stage has one (its CloudFront address then redirects there).

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DefaultStackSynthesizer, Duration, Fn, SecretValue, Stack, Validations } from 'aws-cdk-lib';
import type { IHttpApi, IWebSocketApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  Function as CloudFrontFunction,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
  type BehaviorOptions,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { PUSH_PATH } from '../../shared/schemas/push.js';
import { PUSH_STAGE_NAME } from './push-api.js';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership, type CfnBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { ORIGIN_SECRET_HEADER } from '../../functions/adapters/secret-rules.js';
import { CLIENT_ROUTES_FILE, clientRouteSource } from '../../shared/client-routes.js';
import { API_PATH_PREFIXES } from '../../shared/routes.js';
import { REPO_ROOT } from '../bundling.js';
import { nagValue } from '../nag-values.js';
import type { StageSettings } from '../stages.js';

/**
 * The paths CloudFront forwards to the HTTP API. `/api/*` rather than `/api/v1/*`: any other `/api/...` path
 * then gets the API's JSON 404 instead of the SPA's page.
 */
export const API_PATH_PATTERNS = API_PATH_PREFIXES.map((prefix) => `${prefix}*`);

/**
 * A React SPA on this one origin: scripts only from it; inline style attributes allowed (prerendered pages carry
 * them); payment QR codes are images on the providers' hosts or data: URLs.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  'upgrade-insecure-requests',
].join('; ');

/** The routes web/dist prerenders as `<route>/index.html`, like `/services`. */
function prerenderedRoutes(assetsPath: string): string[] {
  return readdirSync(assetsPath, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('/index.html'))
    .map((file) => `/${file.slice(0, -'/index.html'.length)}`)
    .sort();
}

/** The client-side route patterns the build listed (web/dist/client-routes.json). */
function clientRoutes(assetsPath: string): string[] {
  const file = path.join(assetsPath, CLIENT_ROUTES_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as string[]) : [];
}

/**
 * What the local server does, as the S3 behaviour's functions: a path with a file extension is a file; `/` is the
 * prerendered landing page; a prerendered route gets its own page; a client-side route the empty SPA shell `app.html`
 * (noindex); any other path the not-found page `404.html` (when the build made one), which the viewer-response
 * function answers with status 404 (it sees the path the viewer asked for, so it decides again). They run on the S3
 * behaviour only, so the API's own 403 and 404 answers reach the client unchanged.
 */
function siteRouting(prerendered: readonly string[], client: readonly string[]): string {
  const pages = JSON.stringify(Object.fromEntries(prerendered.map((route) => [route, true])));
  const patterns = client.map((pattern) => `new RegExp(${JSON.stringify(clientRouteSource(pattern))})`);
  return `var PRERENDERED = ${pages};
var CLIENT_ROUTES = [${patterns.join(', ')}];
function target(uri) {
  if (uri.substring(uri.lastIndexOf('/') + 1).indexOf('.') !== -1) return uri;
  var route = uri.length > 1 && uri.charAt(uri.length - 1) === '/' ? uri.substring(0, uri.length - 1) : uri;
  if (route === '/') return '/index.html';
  if (PRERENDERED[route] === true) return route + '/index.html';
  if (CLIENT_ROUTES.length === 0 || CLIENT_ROUTES.some(function (pattern) { return pattern.test(route); })) return '/app.html';
  return '/404.html';
}`;
}

/**
 * With a domain of the site's own, a viewer that asked for any other host (the distribution's *.cloudfront.net
 * address) is sent to the same path and query on the domain: links, search engines and the `__Host-` cookie then know
 * one address. The query's names and values are passed on as CloudFront received them.
 */
function canonicalHostRedirect(host: string): string {
  return `var CANONICAL_HOST = ${JSON.stringify(host)};
function query(querystring) {
  var parts = [];
  Object.keys(querystring).forEach(function (name) {
    var entry = querystring[name];
    (entry.multiValue ? entry.multiValue : [entry]).forEach(function (item) {
      parts.push(item.value === '' ? name : name + '=' + item.value);
    });
  });
  return parts.length === 0 ? '' : '?' + parts.join('&');
}
function elsewhere(request) {
  if (request.headers.host && request.headers.host.value === CANONICAL_HOST) return null;
  var location = 'https://' + CANONICAL_HOST + request.uri + query(request.querystring || {});
  return { statusCode: 301, statusDescription: 'Moved Permanently', headers: { location: { value: location } } };
}`;
}

function spaRewriteCode(prerendered: readonly string[], client: readonly string[], domain?: string): string {
  const redirect =
    domain === undefined ? '' : '\n  var redirect = elsewhere(request);\n  if (redirect) return redirect;';
  return `${siteRouting(prerendered, client)}${domain === undefined ? '' : `\n${canonicalHostRedirect(domain)}`}
function handler(event) {
  var request = event.request;${redirect}
  request.uri = target(request.uri);
  return request;
}`;
}

function notFoundStatusCode(prerendered: readonly string[], client: readonly string[]): string {
  return `${siteRouting(prerendered, client)}
function handler(event) {
  var response = event.response;
  if (target(event.request.uri) === '/404.html' && response.statusCode === 200) {
    response.statusCode = 404;
    response.statusDescription = 'Not Found';
  }
  return response;
}`;
}

/** The site's own domain and its certificate (in us-east-1, as CloudFront requires). */
export interface WebsiteDomain {
  readonly name: string;
  readonly certificate: ICertificate;
}

export interface WebsiteProps {
  /** The stage: its prefix names the CloudFront functions, whose names are unique in the account. */
  readonly stage: StageSettings;
  /** The site's own domain; without it the site lives on the distribution's *.cloudfront.net address. */
  readonly domain?: WebsiteDomain;
  /** The API the paths of API_PATH_PATTERNS are forwarded to. */
  readonly api: IHttpApi;
  /** The WebSocket API PUSH_PATH is forwarded to, to its PUSH_STAGE_NAME stage (docs/decisions/041). */
  readonly pushApi: IWebSocketApi;
  /** The secret CloudFront sends the API and the push socket in ORIGIN_SECRET_HEADER; both refuse requests without it. */
  readonly originSecret: ISecret;
  /**
   * The version of `originSecret` CloudFront sends; by default the current one at deploy time. Naming the version a
   * rotation made changes the template, so the deploy updates the distribution (docs/decisions/027 "Edge").
   */
  readonly originSecretVersion?: string;
  /** The WAF web ACL (scope CLOUDFRONT, in us-east-1) in front of the distribution. */
  readonly webAclArn: string;
  /**
   * The built SPA, uploaded if the folder exists at synth time; the CDK app refuses to synth without a current one
   * (infra/bin/app.ts), while a test may leave the site out.
   * @default web/dist of this repository
   */
  readonly assetsPath?: string;
}

export class Website extends Construct {
  readonly distribution: Distribution;
  /** `https://<domain>`, else `https://<id>.cloudfront.net`: the public URL of the site and the API. */
  readonly url: string;
  /** The distribution's id, whose figures the edge alarms watch in us-east-1. */
  readonly distributionId: string;

  constructor(scope: Construct, id: string, props: WebsiteProps) {
    super(scope, id);
    const logs = new Bucket(this, 'Logs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      // The site bucket's access logs only (S3 writes them under a bucket policy): no ACLs needed.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
    });

    const bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: 'site-bucket/',
    });

    const assetsPath = props.assetsPath ?? path.join(REPO_ROOT, 'web', 'dist');
    const built = existsSync(assetsPath);
    const prerendered = built ? prerenderedRoutes(assetsPath) : [];
    const client = built ? clientRoutes(assetsPath) : [];

    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Security headers of every answer, pages and API alike',
      securityHeadersBehavior: {
        strictTransportSecurity: { accessControlMaxAge: Duration.days(365), includeSubdomains: true, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
        contentSecurityPolicy: { contentSecurityPolicy: CONTENT_SECURITY_POLICY, override: true },
      },
    });

    // A dynamic reference, resolved by CloudFormation at deploy time: the value is in no template.
    const originSecret = SecretValue.secretsManager(props.originSecret.secretArn, {
      versionId: props.originSecretVersion,
    });
    // CloudFront replaces a viewer's header of the same name, so a viewer cannot send its own. The API and the push
    // socket's `$connect` both refuse a request without it (docs/decisions/057).
    const originHeaders = { [ORIGIN_SECRET_HEADER]: originSecret.unsafeUnwrap() };
    const apiOrigin = new HttpOrigin(Fn.select(2, Fn.split('/', props.api.apiEndpoint)), {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      customHeaders: originHeaders,
    });
    const apiBehavior: BehaviorOptions = {
      origin: apiOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      // Every viewer header but Host, and CloudFront's own: CloudFront-Viewer-Address is the client's address
      // (docs/decisions/010). A custom policy cannot add CloudFront headers without also sending Host.
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: securityHeaders,
    };

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'SPA from S3, API paths to the HTTP API',
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [
          {
            eventType: FunctionEventType.VIEWER_REQUEST,
            function: new CloudFrontFunction(this, 'SpaRewrite', {
              functionName: `${props.stage.prefix}-spa-rewrite`,
              comment: props.domain
                ? 'Other hosts go to the domain; prerendered routes get their page, client-side routes the SPA shell'
                : 'Prerendered routes get their page, client-side routes the SPA shell',
              code: FunctionCode.fromInline(spaRewriteCode(prerendered, client, props.domain?.name)),
              runtime: FunctionRuntime.JS_2_0,
            }),
          },
          {
            eventType: FunctionEventType.VIEWER_RESPONSE,
            function: new CloudFrontFunction(this, 'NotFoundStatus', {
              functionName: `${props.stage.prefix}-not-found-status`,
              comment: 'A path that names no page or route is answered 404, with the not-found page',
              code: FunctionCode.fromInline(notFoundStatusCode(prerendered, client)),
              runtime: FunctionRuntime.JS_2_0,
            }),
          },
        ],
      },
      additionalBehaviors: {
        ...Object.fromEntries(API_PATH_PATTERNS.map((pattern) => [pattern, apiBehavior])),
        // The page's socket, on the same origin: the handshake's query, cookie and Origin header reach $connect.
        [PUSH_PATH]: {
          origin: new HttpOrigin(Fn.select(2, Fn.split('/', props.pushApi.apiEndpoint)), {
            originPath: `/${PUSH_STAGE_NAME}`,
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            originSslProtocols: [OriginSslPolicy.TLS_V1_2],
            customHeaders: originHeaders,
          }),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeaders,
        },
      },
      httpVersion: HttpVersion.HTTP2_AND_3,
      // North America and Europe edges: the customers are in the UK.
      priceClass: PriceClass.PRICE_CLASS_100,
      webAclId: props.webAclArn,
      ...(props.domain && {
        domainNames: [props.domain.name],
        certificate: props.domain.certificate,
        minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
      }),
    });
    Validations.of(this.distribution).acknowledge(
      {
        id: 'AwsSolutions-CFR1',
        reason: 'No geo restriction: UK numbers are bought by people travelling or living anywhere.',
      },
      {
        id: 'AwsSolutions-CFR3',
        reason:
          'CloudFront standard logs always hold the query string, which carries the sms-activate protocol’s api_key; ' +
          'API requests are logged by API Gateway without it, and WAF keeps metrics and sampled requests of the edge ' +
          '(docs/decisions/027 "Logs").',
      },
    );
    if (!props.domain) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'Without a domain of its own the distribution uses the default *.cloudfront.net certificate, whose TLS ' +
          'policy CloudFront fixes; with one, its certificate and TLSv1.2_2021 (docs/decisions/054).',
      });
    }
    this.url = `https://${props.domain?.name ?? this.distribution.distributionDomainName}`;
    this.distributionId = this.distribution.distributionId;

    if (built) this.deploy(assetsPath, bucket);
  }

  /**
   * Uploads the built SPA and invalidates the cache, through CDK's deployment handler. Every file of the build replaces
   * its namesake (index.html, app.html, the prerendered pages); nothing is deleted, so a tab opened before a deploy
   * still finds the hashed chunks of its own build (docs/decisions/055).
   */
  private deploy(assetsPath: string, bucket: Bucket): void {
    const deployment = new BucketDeployment(this, 'Deployment', {
      sources: [Source.asset(assetsPath)],
      destinationBucket: bucket,
      prune: false,
      distribution: this.distribution,
      distributionPaths: ['/*'],
    });
    // The handler and its role are CDK's own, shared by the stack; the findings below are the grants CDK gives it.
    const stack = Stack.of(this);
    const bucketId = stack.resolve(stack.getLogicalId(bucket.node.defaultChild as CfnBucket)) as string;
    const qualifier = stack.synthesizer.bootstrapQualifier ?? DefaultStackSynthesizer.DEFAULT_QUALIFIER;
    const assetBucket =
      `arn:${nagValue(stack.partition, 'Partition')}:s3:::cdk-${qualifier}-assets-` +
      `${nagValue(stack.account, 'AccountId')}-${nagValue(stack.region, 'Region')}`;
    const role = Validations.of(deployment.handlerRole);
    role.acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason:
        'CDK’s deployment handler, which runs only during deploys, writes its logs with the basic execution role.',
    });
    const copyFindings = [
      'Action::s3:GetBucket*',
      'Action::s3:GetObject*',
      'Action::s3:List*',
      'Action::s3:Abort*',
      'Action::s3:DeleteObject*',
      `Resource::<${bucketId}.Arn>/*`,
      `Resource::${assetBucket}/*`,
    ];
    role.acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'cloudfront:CreateInvalidation and GetInvalidation, which CDK grants on * for the cache invalidation ' +
        'after each upload.',
    });
    for (const finding of copyFindings) {
      role.acknowledge({
        id: `AwsSolutions-IAM5[${finding}]`,
        reason:
          'CDK’s deployment handler copies every file of the SPA build from the CDK asset bucket into the site ' +
          'bucket (CDK grants it deletes too, which prune: false leaves unused): it reads, lists and writes ' +
          'objects in those two buckets only.',
      });
    }
    if (deployment.handlerRole.node.scope) {
      Validations.of(deployment.handlerRole.node.scope).acknowledge({
        id: 'AwsSolutions-L1',
        reason: 'The runtime of CDK’s own deployment handler is chosen by aws-cdk-lib and moves with its upgrades.',
      });
    }
  }
}

// The site on its own domain (docs/decisions/054): CloudFront serves the name with its certificate, PUBLIC_URL and the
// mail identity follow it, Route 53 points it at the distribution when the zone is given, and the CloudFront address
// redirects to it. Without a domain nothing of this exists.

import { Match, type Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { synthApp, TEST_ACCOUNT, TEST_COMMIT } from './synth-app.js';

const CERTIFICATE_ARN = 'arn:aws:acm:us-east-1:123456789012:certificate/0a1b2c3d-aaaa-bbbb-cccc-0123456789ab';
const ZONE = 'Z0123456789ABCDEFGHIJ';

// One synth per configuration for the whole file: a made certificate and a zone; a given certificate; no domain.
const withZone = synthApp({
  stage: 'prod',
  account: TEST_ACCOUNT,
  domain: { name: 'shop.example.com', hostedZoneId: ZONE },
  mailDomain: undefined,
});
const withCertificate = synthApp({ domain: { name: 'dev.shop.example.com', certificateArn: CERTIFICATE_ARN } });
const withoutDomain = synthApp();

const distributionConfig = (template: Template) =>
  Object.values(template.findResources('AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig;

const environments = (template: Template) =>
  Object.values(template.findResources('AWS::Lambda::Function')).map(
    (fn) => fn.Properties.Environment.Variables as Record<string, unknown>,
  );

/** The viewer-request function of the site's pages, as CloudFront runs it. */
function viewerRequest(template: Template, stage: string) {
  const [fn] = Object.values(
    template.findResources('AWS::CloudFront::Function', {
      Properties: { Name: `uk-sms-numbers-${stage}-spa-rewrite` },
    }),
  );
  return new Function(`${fn!.Properties.FunctionCode as string}; return handler;`)() as (event: unknown) => any;
}

describe('the site on its own domain', () => {
  it('is served by CloudFront under its name, with its certificate and TLS 1.2 (2021) at least', () => {
    expect(distributionConfig(withZone.template)).toMatchObject({
      Aliases: ['shop.example.com'],
      ViewerCertificate: {
        AcmCertificateArn: { 'Fn::GetStackOutput': { StackName: 'uk-sms-numbers-prod-edge', Region: 'us-east-1' } },
        MinimumProtocolVersion: 'TLSv1.2_2021',
        SslSupportMethod: 'sni-only',
      },
    });
    expect(distributionConfig(withCertificate.template)).toMatchObject({
      Aliases: ['dev.shop.example.com'],
      ViewerCertificate: { AcmCertificateArn: CERTIFICATE_ARN, MinimumProtocolVersion: 'TLSv1.2_2021' },
    });
  });

  it('gets a certificate made in us-east-1 and validated by DNS in its zone, unless one is given', () => {
    withZone.edgeTemplate.resourceCountIs('AWS::CertificateManager::Certificate', 1);
    withZone.edgeTemplate.hasResourceProperties('AWS::CertificateManager::Certificate', {
      DomainName: 'shop.example.com',
      ValidationMethod: 'DNS',
      DomainValidationOptions: [{ DomainName: 'shop.example.com', HostedZoneId: ZONE }],
    });
    withCertificate.edgeTemplate.resourceCountIs('AWS::CertificateManager::Certificate', 0);
  });

  it('is pointed at the distribution by A and AAAA alias records when its zone is given, and its DNS is left alone otherwise', () => {
    for (const type of ['A', 'AAAA']) {
      withZone.template.hasResourceProperties('AWS::Route53::RecordSet', {
        HostedZoneId: ZONE,
        Name: 'shop.example.com.',
        Type: type,
        AliasTarget: { DNSName: { 'Fn::GetAtt': [Match.stringLikeRegexp('^WebsiteDistribution'), 'DomainName'] } },
      });
    }
    withZone.template.resourceCountIs('AWS::Route53::RecordSet', 2);
    withCertificate.template.resourceCountIs('AWS::Route53::RecordSet', 0);
  });

  it('is every function’s PUBLIC_URL (links in mail, webhook URLs, the origin allowed to change things) and the SiteUrl output', () => {
    const publicUrls = new Set(environments(withZone.template).map((variables) => variables.PUBLIC_URL));
    expect(publicUrls).toEqual(new Set(['https://shop.example.com']));
    withZone.template.hasOutput('SiteUrl', { Value: 'https://shop.example.com' });
    withZone.template.hasOutput('DistributionDomainName', {
      Value: { 'Fn::GetAtt': [Match.stringLikeRegexp('^WebsiteDistribution'), 'DomainName'] },
    });
  });

  it('is the domain mail is sent from when no mailDomain is set', () => {
    withZone.template.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'shop.example.com' });
    expect(new Set(environments(withZone.template).map((variables) => variables.MAIL_FROM))).toEqual(
      new Set(['no-reply@shop.example.com']),
    );
  });

  it('is where the CloudFront address sends a viewer: the same path and query, 301; the domain itself is served', () => {
    const handler = viewerRequest(withZone.template, 'prod');
    const request = (host: string, uri: string, querystring: Record<string, unknown> = {}) =>
      handler({ request: { uri, querystring, headers: { host: { value: host } } } });
    expect(request('d1234abcd.cloudfront.net', '/services', { ref: { value: 'mail' } })).toEqual({
      statusCode: 301,
      statusDescription: 'Moved Permanently',
      headers: { location: { value: 'https://shop.example.com/services?ref=mail' } },
    });
    expect(
      request('d1234abcd.cloudfront.net', '/', { a: { value: '1', multiValue: [{ value: '1' }, { value: '2' }] } })
        .headers.location.value,
    ).toBe('https://shop.example.com/?a=1&a=2');
    expect(request('shop.example.com', '/dashboard')).toMatchObject({ uri: '/app.html' });
  });
});

describe('the site without a domain', () => {
  it('lives on its CloudFront address as before: no alias, certificate, record or redirect', () => {
    const config = distributionConfig(withoutDomain.template);
    expect(config.Aliases).toBeUndefined();
    expect(config.ViewerCertificate).toBeUndefined();
    withoutDomain.edgeTemplate.resourceCountIs('AWS::CertificateManager::Certificate', 0);
    withoutDomain.template.resourceCountIs('AWS::Route53::RecordSet', 0);
    expect(viewerRequest(withoutDomain.template, 'dev')({ request: { uri: '/dashboard' } })).toEqual({
      uri: '/app.html',
    });
    const publicUrl = environments(withoutDomain.template)[0]!.PUBLIC_URL;
    expect(JSON.stringify(publicUrl)).toMatch(/WebsiteDistribution.*DomainName/);
  });
});

describe('the app stack’s outputs', () => {
  it('name the commit it was built from', () => {
    withoutDomain.template.hasOutput('SourceCommit', { Value: TEST_COMMIT });
  });
});

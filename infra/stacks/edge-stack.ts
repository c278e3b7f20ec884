// The WAF web ACL in front of CloudFront, and the certificate of the site's own domain when the stack makes it. A web
// ACL or a certificate for a distribution must live in us-east-1, so they are a small stack of their own there; the
// app stack reads their ARNs through CDK's cross-region references (docs/decisions/027 "Edge", 054).

import { Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { Certificate, CertificateValidation } from 'aws-cdk-lib/aws-certificatemanager';
import { HostedZone } from 'aws-cdk-lib/aws-route53';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import type { StageSettings } from '../stages.js';

/** Requests per address in any 5 minutes before WAF blocks that address for a while: ~7/s, far above a person's. */
export const RATE_LIMIT_PER_5_MINUTES: Record<'production' | 'dev', number> = { production: 2000, dev: 500 };

/** The paths of the payment providers' and the SMS supplier's notifications, which their signatures protect. */
export const PROVIDER_PATH_PREFIX = '/webhooks/';

/** The site's own domain: a certificate given, or a hosted zone to validate the one this stack makes. */
export interface EdgeDomain {
  readonly name: string;
  /** A certificate for `name` in us-east-1; without it, one is made and validated by DNS in `hostedZoneId`. */
  readonly certificateArn?: string;
  readonly hostedZoneId?: string;
}

export interface EdgeStackProps extends StackProps {
  readonly stage: StageSettings;
  /** Without it the site lives on its CloudFront address, and there is no certificate. */
  readonly domain?: EdgeDomain;
}

export class EdgeStack extends Stack {
  readonly webAclArn: string;
  /** The certificate of the site's domain, in us-east-1: the one given, or the one this stack made. */
  readonly certificateArn?: string;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props);
    const { stage } = props;
    const metrics = (name: string): CfnWebACL.VisibilityConfigProperty => ({
      cloudWatchMetricsEnabled: true,
      metricName: `uk-sms-numbers-${stage.name}-${name}`,
      sampledRequestsEnabled: true,
    });
    const notProviderNotification: CfnWebACL.StatementProperty = {
      notStatement: {
        statement: {
          byteMatchStatement: {
            fieldToMatch: { uriPath: {} },
            positionalConstraint: 'STARTS_WITH',
            searchString: PROVIDER_PATH_PREFIX,
            textTransformations: [{ priority: 0, type: 'NONE' }],
          },
        },
      },
    };
    const webAcl = new CfnWebACL(this, 'WebAcl', {
      name: `uk-sms-numbers-${stage.name}`,
      description: 'In front of the site and its API: a per-address rate limit and the AWS common rule set',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: metrics('web-acl'),
      rules: [
        {
          name: 'RateLimitPerAddress',
          priority: 0,
          action: { block: {} },
          statement: {
            rateBasedStatement: {
              limit: RATE_LIMIT_PER_5_MINUTES[stage.production ? 'production' : 'dev'],
              evaluationWindowSec: 300,
              aggregateKeyType: 'IP',
            },
          },
          visibilityConfig: metrics('rate-limit'),
        },
        {
          name: 'AwsCommonRuleSet',
          priority: 1,
          overrideAction: { none: {} },
          statement: {
            managedRuleGroupStatement: {
              vendorName: 'AWS',
              name: 'AWSManagedRulesCommonRuleSet',
              // A provider's notification is money or a code: a false positive on its body (an SMS text that looks
              // like script) would lose it, and its signature is checked anyway.
              scopeDownStatement: notProviderNotification,
              // The admin SIM upload (multipart) is larger than the rule set's 8 KB body limit.
              ruleActionOverrides: [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }],
            },
          },
          visibilityConfig: metrics('common-rule-set'),
        },
      ],
    });
    Validations.of(webAcl).acknowledge({
      id: 'AwsSolutions-WAF2',
      reason:
        'No full WAF logs: they would record every query string, which carries the sms-activate protocol’s api_key; ' +
        'the web ACL keeps CloudWatch metrics and sampled requests per rule (docs/decisions/027 "Logs").',
    });
    this.webAclArn = webAcl.attrArn;
    this.certificateArn = props.domain && this.certificate(props.domain, stage);
  }

  private certificate(domain: EdgeDomain, stage: StageSettings): string {
    if (domain.certificateArn !== undefined) return domain.certificateArn;
    if (domain.hostedZoneId === undefined) throw new Error(`${domain.name} needs a certificateArn or a hostedZoneId`);
    const zone = HostedZone.fromHostedZoneId(this, 'Zone', domain.hostedZoneId);
    return new Certificate(this, 'Certificate', {
      certificateName: stage.prefix,
      domainName: domain.name,
      validation: CertificateValidation.fromDns(zone),
    }).certificateArn;
  }
}

// The WAF web ACL in front of CloudFront and its log, and the certificate of the site's own domain when the stack makes
// it. A web ACL or a certificate for a distribution must live in us-east-1, so they are a small stack of their own
// there; the app stack reads their ARNs through CDK's cross-region references (docs/decisions/027 "Edge", 054, 057).

import { ArnFormat, Stack, type StackProps } from 'aws-cdk-lib';
import { Certificate, CertificateValidation } from 'aws-cdk-lib/aws-certificatemanager';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { HostedZone } from 'aws-cdk-lib/aws-route53';
import { CfnLoggingConfiguration, CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { ROUTES } from '../../shared/routes.js';
import type { StageSettings } from '../stages.js';

/** Requests per address in any 5 minutes before WAF blocks that address for a while: ~7/s, far above a person's. */
export const RATE_LIMIT_PER_5_MINUTES: Record<'production' | 'dev', number> = { production: 2000, dev: 500 };

/**
 * Sign-in, registration and password-reset requests per address in any 5 minutes: one every 3 s, far above a person
 * retyping a password and far below a password-guessing script (docs/decisions/057). The auth area's own per-address
 * and per-account allowances still apply below it.
 */
export const SIGN_IN_RATE_LIMIT_PER_5_MINUTES = 100;

/** The paths the tighter rate rule counts: sign-in, registration and the password reset's two steps. */
export const SIGN_IN_PATHS = [
  ROUTES['auth.login'].path,
  ROUTES['auth.register'].path,
  ROUTES['auth.resetPassword'].path,
  ROUTES['auth.confirmResetPassword'].path,
];

/** The paths of the payment providers' and the SMS supplier's notifications, which their signatures protect. */
export const PROVIDER_PATH_PREFIX = '/webhooks/';

/**
 * What a WAF log line never holds (RedactedFields): the query string, which carries the sms-activate protocol's
 * `api_key`, an anonymous order's link id (`order_id`; `order` on the push socket) and the emailed links' tokens; WAF
 * cannot redact one query argument in its logs, only the whole query string (docs/decisions/057). And the headers
 * holding the session cookie and the public API's bearer key. Each is a key to an account or an order.
 */
export const WAF_REDACTED_HEADERS = ['cookie', 'authorization'];

/** The web ACL's CloudWatch metric name, the `WebACL` dimension of its AWS/WAFV2 metrics. */
export const webAclMetricName = (stage: StageSettings): string => `uk-sms-numbers-${stage.name}-web-acl`;

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
    /** An AWS managed rule group, on all but the providers' notifications. */
    const managed = (
      ruleName: string,
      priority: number,
      group: string,
      metricName: string,
      extra: Partial<CfnWebACL.ManagedRuleGroupStatementProperty> = {},
    ): CfnWebACL.RuleProperty => ({
      name: ruleName,
      priority,
      overrideAction: { none: {} },
      statement: {
        managedRuleGroupStatement: {
          vendorName: 'AWS',
          name: group,
          // A provider's notification is money or a code: a false positive on its body (an SMS text that looks like
          // script) or its sender's address would lose it, and its signature is checked anyway.
          scopeDownStatement: notProviderNotification,
          ...extra,
        },
      },
      visibilityConfig: metrics(metricName),
    });
    const exactPath = (path: string): CfnWebACL.StatementProperty => ({
      byteMatchStatement: {
        fieldToMatch: { uriPath: {} },
        positionalConstraint: 'EXACTLY',
        searchString: path,
        textTransformations: [{ priority: 0, type: 'NONE' }],
      },
    });
    const webAcl = new CfnWebACL(this, 'WebAcl', {
      name: `uk-sms-numbers-${stage.name}`,
      description:
        'In front of the site and its API: per-address rate limits, a tighter one on sign-in, AWS IP reputation, ' +
        'known bad inputs and the common rule set',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: { ...metrics('web-acl'), metricName: webAclMetricName(stage) },
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
          name: 'SignInRateLimitPerAddress',
          priority: 1,
          action: { block: {} },
          statement: {
            rateBasedStatement: {
              limit: SIGN_IN_RATE_LIMIT_PER_5_MINUTES,
              evaluationWindowSec: 300,
              aggregateKeyType: 'IP',
              scopeDownStatement: { orStatement: { statements: SIGN_IN_PATHS.map(exactPath) } },
            },
          },
          visibilityConfig: metrics('sign-in-rate-limit'),
        },
        managed('AwsIpReputationList', 2, 'AWSManagedRulesAmazonIpReputationList', 'ip-reputation-list'),
        managed('AwsKnownBadInputsRuleSet', 3, 'AWSManagedRulesKnownBadInputsRuleSet', 'known-bad-inputs'),
        managed('AwsCommonRuleSet', 4, 'AWSManagedRulesCommonRuleSet', 'common-rule-set', {
          // The admin SIM upload (multipart) is larger than the rule set's 8 KB body limit.
          ruleActionOverrides: [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }],
        }),
      ],
    });

    // WAF delivers only to a log group whose name starts with aws-waf-logs-, in the web ACL's region.
    const logs = new LogGroup(this, 'WafLogs', {
      logGroupName: `aws-waf-logs-uk-sms-numbers-${stage.name}`,
      retention: stage.logRetention,
      removalPolicy: stage.removalPolicy,
    });
    new CfnLoggingConfiguration(this, 'WafLogging', {
      resourceArn: webAcl.attrArn,
      // The log group's ARN without CDK's trailing `:*`, as WAF takes it.
      logDestinationConfigs: [
        this.formatArn({
          service: 'logs',
          resource: 'log-group',
          resourceName: logs.logGroupName,
          arnFormat: ArnFormat.COLON_RESOURCE_NAME,
        }),
      ],
      redactedFields: [{ queryString: {} }, ...WAF_REDACTED_HEADERS.map((name) => ({ singleHeader: { Name: name } }))],
      // The requests a rule blocked or counted, which are what an operator reads the log for (a false positive, an
      // attack); the allowed ones are in API Gateway's access log already.
      loggingFilter: {
        DefaultBehavior: 'DROP',
        Filters: [
          {
            Behavior: 'KEEP',
            Requirement: 'MEETS_ANY',
            Conditions: [{ ActionCondition: { Action: 'BLOCK' } }, { ActionCondition: { Action: 'COUNT' } }],
          },
        ],
      },
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

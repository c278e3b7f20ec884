// The whole product of one stage in one stack (its WAF aside, EdgeStack): it only wires infra/constructs together.

import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import type { Construct } from 'constructs';
import { SECRET_NAMES } from '../../functions/adapters/secret-rules.js';
import type { Settings } from '../../functions/config.js';
import { AppFunctions, type PaymentProviderSettings } from '../constructs/app-functions.js';
import { CanaryDeploys } from '../constructs/canary-deploys.js';
import { DataTable } from '../constructs/data-table.js';
import { Email } from '../constructs/email.js';
import { EventRouting } from '../constructs/event-routing.js';
import { ScheduledJobs } from '../constructs/scheduled-jobs.js';
import { AreaApi } from '../constructs/http-api.js';
import { Monitoring } from '../constructs/monitoring.js';
import { PushApi } from '../constructs/push-api.js';
import { AppSecrets, secretId } from '../constructs/secrets.js';
import { SiteDomainRecords } from '../constructs/site-domain.js';
import { TwoFactorKey } from '../constructs/two-factor-key.js';
import { Website } from '../constructs/website.js';
import { reserveConcurrency } from '../reserved-concurrency.js';
import type { StageSettings } from '../stages.js';

export interface AppStackProps extends StackProps {
  /** The stage and all that differs with it (infra/stages.ts). */
  readonly stage: StageSettings;
  /**
   * The product's mail domain; the stage sends from `no-reply@<stage.mailDomainOf(mailDomain)>`. Without it the stage
   * sends from its own domain, `no-reply@<domain.name>`.
   */
  readonly mailDomain?: string;
  /**
   * The site's own domain, with its certificate in us-east-1 (EdgeStack's, or one given), and the Route 53 zone to add
   * its alias records to; without a zone, its DNS is an operator's. Without a domain the site lives on its CloudFront
   * address.
   */
  readonly domain?: { readonly name: string; readonly certificateArn: string; readonly hostedZoneId?: string };
  /**
   * The git commit the stack is built from (infra/source-commit.ts): the SourceCommit output, and the release every
   * function's version is of (docs/decisions/055).
   */
  readonly sourceCommit: string;
  /** Where the alarm topic mails; without it the topic has no subscriber and synth warns. */
  readonly alarmEmail?: string;
  /** The AWS Budget's monthly amount in USD (Monitoring's default when not given). */
  readonly monthlyBudgetUsd?: number;
  /** The WAF web ACL of the distribution (EdgeStack's, in us-east-1). */
  readonly webAclArn: string;
  /** The version of ORIGIN_SECRET CloudFront sends; by default the current one (docs/decisions/027 "Edge"). */
  readonly originSecretVersion?: string;
  readonly logLevel: Settings['LOG_LEVEL'];
  /** The payment providers' endpoints, merchant ID and public key (their keys are secrets of their own). */
  readonly providers: PaymentProviderSettings;
  /**
   * The repository root the handlers (API areas and event consumers) are found under.
   * @default this repository
   */
  readonly sourceRoot?: string;
  /**
   * The built SPA, uploaded if it exists at synth time.
   * @default web/dist of this repository
   */
  readonly siteAssetsPath?: string;
}

export class AppStack extends Stack {
  /** The CloudFront distribution's id, for the edge alarms (EdgeAlarmsStack, in us-east-1). */
  readonly distributionId: string;

  constructor(scope: Construct, id: string, props: AppStackProps) {
    super(scope, id, props);
    const { stage } = props;
    const data = new DataTable(this, 'Data', { stage });
    const secrets = new AppSecrets(this, 'Secrets');
    const mailDomain = props.mailDomain === undefined ? props.domain?.name : stage.mailDomainOf(props.mailDomain);
    if (mailDomain === undefined)
      throw new Error(`The ${stage.name} stage needs a mailDomain or a domain to send from`);
    const email = new Email(this, 'Email', { domain: mailDomain });
    const twoFactor = new TwoFactorKey(this, 'TwoFactor', { stage });
    const functions = new AppFunctions({
      table: data.table,
      secrets: secrets.secrets,
      email,
      twoFactorKey: twoFactor.key,
      stage,
      logLevel: props.logLevel,
      providers: props.providers,
      release: props.sourceCommit,
      sourceRoot: props.sourceRoot,
    });
    const api = new AreaApi(this, 'Api', { functions, stage });
    const events = new EventRouting(this, 'Events', { functions, stage });
    const jobs = new ScheduledJobs(this, 'Jobs', { functions, stage });
    const push = new PushApi(this, 'Push', { functions, stage });
    functions.useEventBus(events.bus);
    functions.useWebhookTryQueue(events.consumers.get('tryWebhook')!.queue);
    reserveConcurrency(stage, {
      webhooks: api.functions.get('webhooks')!,
      applyPayment: events.consumers.get('applyPayment')!.consumer,
      routeSms: events.consumers.get('routeSms')!.consumer,
    });
    const website = new Website(this, 'Website', {
      stage,
      domain: props.domain && {
        name: props.domain.name,
        certificate: Certificate.fromCertificateArn(this, 'Certificate', props.domain.certificateArn),
      },
      api: api.httpApi,
      pushApi: push.webSocketApi,
      originSecret: secrets.secrets.ORIGIN_SECRET,
      originSecretVersion: props.originSecretVersion,
      webAclArn: props.webAclArn,
      assetsPath: props.siteAssetsPath,
    });
    functions.usePublicUrl(website.url);
    if (props.domain?.hostedZoneId) {
      new SiteDomainRecords(this, 'Domain', {
        name: props.domain.name,
        hostedZoneId: props.domain.hostedZoneId,
        distribution: website.distribution,
      });
    }
    this.distributionId = website.distributionId;
    const monitoring = new Monitoring(this, 'Monitoring', {
      stage,
      alarmEmail: props.alarmEmail,
      httpApi: api.httpApi,
      throttledRequests: api.throttledRequests,
      areaFunctions: api.functions,
      consumers: events.consumers,
      jobs: jobs.jobs,
      scheduleGroup: jobs.group,
      push: { stage: push.liveStage, fn: push.pushFunction },
      table: data.table,
      monthlyBudgetUsd: props.monthlyBudgetUsd,
    });
    new CanaryDeploys(this, 'Deploys', { stage, errorAlarms: monitoring.errorAlarms });

    new CfnOutput(this, 'SiteUrl', { description: 'The site, and the API on the same origin', value: website.url });
    new CfnOutput(this, 'DistributionDomainName', {
      description: props.domain
        ? `Where ${props.domain.name} points (its DNS record's target); this address redirects to the site`
        : 'The CloudFront address of the site',
      value: website.distribution.distributionDomainName,
    });
    new CfnOutput(this, 'SourceCommit', {
      description: 'The git commit this stack was built from (+uncommitted: with changes no commit holds)',
      value: props.sourceCommit,
    });
    new CfnOutput(this, 'AlarmTopicArn', {
      description: 'The SNS topic every alarm notifies',
      value: monitoring.topic.topicArn,
    });
    new CfnOutput(this, 'DashboardName', {
      description: 'The CloudWatch dashboard',
      value: monitoring.dashboard.dashboardName,
    });
    new CfnOutput(this, 'ApiUrl', {
      description: 'The HTTP API itself, behind CloudFront: it refuses requests that bypassed CloudFront',
      value: api.httpApi.apiEndpoint,
    });
    new CfnOutput(this, 'TableName', { description: 'The single DynamoDB table', value: data.table.tableName });
    new CfnOutput(this, 'EventBusName', {
      description: 'The bus of the domain events',
      value: events.bus.eventBusName,
    });
    for (const name of SECRET_NAMES) {
      new CfnOutput(this, `${secretId(name)}Arn`, {
        description: `The secret holding ${name}`,
        value: secrets.secrets[name].secretArn,
      });
    }
  }
}

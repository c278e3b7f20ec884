// The whole product in one stack: it only wires the constructs of infra/constructs together.

import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { SECRET_NAMES } from '../../functions/adapters/secret-rules.js';
import type { Settings } from '../../functions/config.js';
import { AppFunctions, type PaymentProviderSettings } from '../constructs/app-functions.js';
import { DataTable } from '../constructs/data-table.js';
import { Email } from '../constructs/email.js';
import { EventRouting } from '../constructs/event-routing.js';
import { ScheduledJobs } from '../constructs/scheduled-jobs.js';
import { AreaApi } from '../constructs/http-api.js';
import { AppSecrets, secretId } from '../constructs/secrets.js';
import { Website } from '../constructs/website.js';

export interface AppStackProps extends StackProps {
  /** The functions' STAGE, e.g. `prod`. */
  readonly stage: string;
  /** The domain mail is sent from (`no-reply@<mailDomain>`). */
  readonly mailDomain: string;
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
  constructor(scope: Construct, id: string, props: AppStackProps) {
    super(scope, id, props);
    const data = new DataTable(this, 'Data');
    const secrets = new AppSecrets(this, 'Secrets');
    const email = new Email(this, 'Email', { domain: props.mailDomain });
    const functions = new AppFunctions({
      table: data.table,
      secrets: secrets.secrets,
      email,
      stage: props.stage,
      logLevel: props.logLevel,
      providers: props.providers,
      sourceRoot: props.sourceRoot,
    });
    const api = new AreaApi(this, 'Api', { functions });
    const events = new EventRouting(this, 'Events', { functions });
    new ScheduledJobs(this, 'Jobs', { functions });
    functions.useEventBus(events.bus);
    const website = new Website(this, 'Website', { api: api.httpApi, assetsPath: props.siteAssetsPath });
    functions.usePublicUrl(website.url);

    new CfnOutput(this, 'SiteUrl', { description: 'The site, and the API on the same origin', value: website.url });
    new CfnOutput(this, 'ApiUrl', {
      description: 'The HTTP API itself, behind CloudFront',
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

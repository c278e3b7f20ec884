// The whole product in one stack: it only wires the constructs of infra/constructs together.

import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { Settings } from '../../functions/config.js';
import { DataTable } from '../constructs/data-table.js';
import { Email } from '../constructs/email.js';
import { AreaApi } from '../constructs/http-api.js';
import { AppSecrets } from '../constructs/secrets.js';
import { Website } from '../constructs/website.js';

export interface AppStackProps extends StackProps {
  /** The functions' STAGE, e.g. `prod`. */
  readonly stage: string;
  /** The domain mail is sent from (`no-reply@<mailDomain>`). */
  readonly mailDomain: string;
  readonly logLevel: Settings['LOG_LEVEL'];
  /**
   * The repository root the area handlers are found under.
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
    const api = new AreaApi(this, 'Api', {
      table: data.table,
      secret: secrets.secret,
      email,
      stage: props.stage,
      logLevel: props.logLevel,
      sourceRoot: props.sourceRoot,
    });
    const website = new Website(this, 'Website', { api: api.httpApi, assetsPath: props.siteAssetsPath });
    api.usePublicUrl(website.url);

    new CfnOutput(this, 'SiteUrl', { description: 'The site, and the API on the same origin', value: website.url });
    new CfnOutput(this, 'ApiUrl', {
      description: 'The HTTP API itself, behind CloudFront',
      value: api.httpApi.apiEndpoint,
    });
    new CfnOutput(this, 'TableName', { description: 'The single DynamoDB table', value: data.table.tableName });
  }
}

// What every function of the product shares, API areas and event consumers alike: its settings and its rights.

import { Stack, Validations } from 'aws-cdk-lib';
import type { CfnTable, ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import type { Settings } from '../../functions/config.js';
import type { Email } from './email.js';
import { TeamFunction, type TeamFunctionProps } from './team-function.js';

/** The production endpoints of the payment providers. */
export const COINPAYMENTS_API_URL = 'https://www.coinpayments.net/api.php';
export const NOWPAYMENTS_API_URL = 'https://api.nowpayments.io/v1';

/** The payment providers' non-secret settings; their keys and IPN secrets are in the secret. */
export interface PaymentProviderSettings {
  /** @default COINPAYMENTS_API_URL, CoinPayments' production api.php */
  readonly coinpaymentsApiUrl?: string;
  /** The merchant ID every CoinPayments IPN must carry. */
  readonly coinpaymentsMerchantId: string;
  /** The public half of the CoinPayments API key pair (the private half is COINPAYMENTS_PRIVATE_KEY in the secret). */
  readonly coinpaymentsPublicKey: string;
  /** @default NOWPAYMENTS_API_URL, NOWPayments' production API */
  readonly nowpaymentsApiUrl?: string;
}

export interface AppFunctionsProps {
  readonly table: ITable;
  /** The secret whose ARN the functions get as SECRETS_ARN. */
  readonly secret: ISecret;
  readonly email: Email;
  /** The functions' STAGE. */
  readonly stage: string;
  readonly logLevel: Settings['LOG_LEVEL'];
  readonly providers: PaymentProviderSettings;
  /**
   * The repository root the handlers are found under.
   * @default REPO_ROOT, this repository
   */
  readonly sourceRoot?: string;
}

/** Environment variables by the names functions/config.ts reads, so a misspelt name fails the type check. */
export type FunctionEnvironment = { [Name in keyof Settings]?: string };

/**
 * What a function may do to the table: single-item reads and writes, queries, batches and the transactions built
 * from them. No Scan: every access pattern is a GetItem or a Query (ARCHITECTURE.md, docs/decisions/005).
 */
const TABLE_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
];

/**
 * Creates every function through `add`, each with the shared settings and rights. Settings known only later
 * (the site's URL, the event bus) are given to every function made so far and to every one made afterwards.
 */
export class AppFunctions {
  readonly sourceRoot: string | undefined;
  private readonly environment: FunctionEnvironment;
  private readonly made: TeamFunction[] = [];
  private readonly later: ((fn: TeamFunction) => void)[] = [];

  constructor(private readonly props: AppFunctionsProps) {
    this.sourceRoot = props.sourceRoot;
    this.environment = {
      STAGE: props.stage,
      TABLE_NAME: props.table.tableName,
      MAIL_FROM: props.email.fromAddress,
      COOKIE_SECURE: 'true',
      // The functions sit behind CloudFront, which sets CloudFront-Viewer-Address (docs/decisions/010).
      CLIENT_ADDRESS_SOURCE: 'cloudfront',
      SECRETS_ARN: props.secret.secretArn,
      LOG_LEVEL: props.logLevel,
      COINPAYMENTS_API_URL: props.providers.coinpaymentsApiUrl ?? COINPAYMENTS_API_URL,
      COINPAYMENTS_MERCHANT_ID: props.providers.coinpaymentsMerchantId,
      COINPAYMENTS_PUBLIC_KEY: props.providers.coinpaymentsPublicKey,
      NOWPAYMENTS_API_URL: props.providers.nowpaymentsApiUrl ?? NOWPAYMENTS_API_URL,
    };
  }

  /** A team-default function with the shared environment, table, secret and mail rights. */
  add(scope: Construct, id: string, props: Omit<TeamFunctionProps, 'environment' | 'sourceRoot'>): TeamFunction {
    const fn = new TeamFunction(scope, id, {
      ...props,
      environment: this.environment as Record<string, string>,
      sourceRoot: this.sourceRoot,
    });
    const { table, secret, email } = this.props;
    table.grant(fn.lambda, ...TABLE_ACTIONS);
    secret.grantRead(fn.lambda);
    email.grantSend(fn.lambda);
    const tableLogicalId = Stack.of(table).resolve(Stack.of(table).getLogicalId(table.node.defaultChild as CfnTable));
    Validations.of(fn.role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${tableLogicalId as string}.Arn>/index/*]`,
      reason:
        'Queries on the GSIs (gsi1, gsi2) of the single-table design; the wildcard covers only this table’s indexes.',
    });
    for (const apply of this.later) apply(fn);
    this.made.push(fn);
    return fn;
  }

  /** The public address of the site (CloudFront), known only once the website exists: PUBLIC_URL. */
  usePublicUrl(url: string): void {
    this.forEvery((fn) => fn.lambda.addEnvironment('PUBLIC_URL', url));
  }

  /** The bus domain events go to: EVENT_BUS_NAME, and the right to put events on it (and only on it). */
  useEventBus(bus: IEventBus): void {
    this.forEvery((fn) => {
      fn.lambda.addEnvironment('EVENT_BUS_NAME', bus.eventBusName);
      bus.grantPutEventsTo(fn.lambda);
    });
  }

  private forEvery(apply: (fn: TeamFunction) => void): void {
    this.later.push(apply);
    for (const fn of this.made) apply(fn);
  }
}

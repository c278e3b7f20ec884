// What every function of the product shares, API areas, consumers and jobs alike: its settings; and each one's rights,
// from its row of infra/function-needs.ts.

import { Stack, Validations, type CfnElement } from 'aws-cdk-lib';
import type { CfnTable, ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import type { SecretName } from '../../functions/adapters/secret-rules.js';
import type { Settings } from '../../functions/config.js';
import type { FunctionNeeds } from '../function-needs.js';
import { nagValue } from '../nag-values.js';
import type { StageSettings } from '../stages.js';
import type { Email } from './email.js';
import { TeamFunction, type TeamFunctionProps } from './team-function.js';

/** The production endpoints of the payment providers. */
export const COINPAYMENTS_API_URL = 'https://www.coinpayments.net/api.php';
export const NOWPAYMENTS_API_URL = 'https://api.nowpayments.io/v1';

/** The payment providers' non-secret settings; their keys and IPN secrets are secrets of their own. */
export interface PaymentProviderSettings {
  /** @default COINPAYMENTS_API_URL, CoinPayments' production api.php */
  readonly coinpaymentsApiUrl?: string;
  /** The merchant ID every CoinPayments IPN must carry. */
  readonly coinpaymentsMerchantId: string;
  /** The public half of the CoinPayments API key pair (the private half is the secret COINPAYMENTS_PRIVATE_KEY). */
  readonly coinpaymentsPublicKey: string;
  /** @default NOWPAYMENTS_API_URL, NOWPayments' production API */
  readonly nowpaymentsApiUrl?: string;
  /**
   * The NOWPayments account that signs in to its payout API (docs/decisions/065); its password and two-factor secret
   * are secrets. Without it no NOWPayments payout is asked for.
   */
  readonly nowpaymentsPayoutEmail?: string;
  /** The carrier's account, bundle and address (docs/decisions/061); without the account supply is off. */
  readonly twilioAccountSid?: string;
  readonly twilioBundleSid?: string;
  readonly twilioAddressSid?: string;
}

export interface AppFunctionsProps {
  readonly table: ITable;
  /** Every secret; a function gets `<NAME>_ARN` and the right to read it for those its needs name. */
  readonly secrets: Record<SecretName, ISecret>;
  readonly email: Email;
  /** Seals two-factor secrets: functions whose needs say `sealsSecrets` may Encrypt and Decrypt with it, no others. */
  readonly twoFactorKey: IKey;
  /** The stage: the functions' STAGE, their log retention and what becomes of their logs with the stack. */
  readonly stage: StageSettings;
  readonly logLevel: Settings['LOG_LEVEL'];
  readonly providers: PaymentProviderSettings;
  /** The commit the stack is built from: every function's version is of this release (docs/decisions/055). */
  readonly release: string;
  /**
   * The repository root the handlers are found under.
   * @default REPO_ROOT, this repository
   */
  readonly sourceRoot?: string;
}

/** Environment variables by the names functions/config.ts reads, so a misspelt name fails the type check. */
export type FunctionEnvironment = { [Name in keyof Settings]?: string };

/**
 * What a function may do to the table: single-item reads, queries and batch reads; writers also single-item writes,
 * batch writes and the condition checks of transactions (a transaction needs the rights of each of its items). No Scan:
 * every access pattern is a GetItem or a Query (docs/decisions/005).
 */
const TABLE_ACTIONS: Record<FunctionNeeds['table'], string[]> = {
  read: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'],
  write: [
    'dynamodb:GetItem',
    'dynamodb:BatchGetItem',
    'dynamodb:Query',
    'dynamodb:PutItem',
    'dynamodb:UpdateItem',
    'dynamodb:DeleteItem',
    'dynamodb:BatchWriteItem',
    'dynamodb:ConditionCheckItem',
  ],
};

/** One whole vCPU: a login's scrypt takes about 0.5 s of it instead of about 1.5 s at the default 512 MB. */
export const PASSWORD_HASHING_MEMORY_MB = 1769;

/** A function `add` made, with what it may use. */
interface Made {
  readonly fn: TeamFunction;
  readonly needs: FunctionNeeds;
}

/**
 * Creates every function through `add`, each with the shared settings and the rights its needs name. Settings known
 * only later (the site's URL, the event bus) are given to every function made so far and to every one made afterwards.
 */
export class AppFunctions {
  readonly sourceRoot: string | undefined;
  private readonly environment: FunctionEnvironment;
  private readonly made: Made[] = [];
  private readonly later: ((made: Made) => void)[] = [];

  constructor(private readonly props: AppFunctionsProps) {
    this.sourceRoot = props.sourceRoot;
    this.environment = {
      STAGE: props.stage.name,
      TABLE_NAME: props.table.tableName,
      MAIL_FROM: props.email.fromAddress,
      COOKIE_SECURE: 'true',
      // The functions sit behind CloudFront, which sets CloudFront-Viewer-Address (docs/decisions/010).
      CLIENT_ADDRESS_SOURCE: 'cloudfront',
      // Only what came through CloudFront is answered, so that header can be trusted (docs/decisions/027 "Edge").
      ORIGIN_CHECK: 'on',
      LOG_LEVEL: props.logLevel,
      COINPAYMENTS_API_URL: props.providers.coinpaymentsApiUrl ?? COINPAYMENTS_API_URL,
      COINPAYMENTS_MERCHANT_ID: props.providers.coinpaymentsMerchantId,
      COINPAYMENTS_PUBLIC_KEY: props.providers.coinpaymentsPublicKey,
      NOWPAYMENTS_API_URL: props.providers.nowpaymentsApiUrl ?? NOWPAYMENTS_API_URL,
      ...(props.providers.nowpaymentsPayoutEmail
        ? { NOWPAYMENTS_PAYOUT_EMAIL: props.providers.nowpaymentsPayoutEmail }
        : {}),
      ...(props.providers.twilioAccountSid
        ? {
            TWILIO_ACCOUNT_SID: props.providers.twilioAccountSid,
            TWILIO_BUNDLE_SID: props.providers.twilioBundleSid ?? '',
            TWILIO_ADDRESS_SID: props.providers.twilioAddressSid ?? '',
          }
        : {}),
    };
  }

  /** A team-default function with the shared environment, and the table, secrets and mail rights of its needs. */
  add(
    scope: Construct,
    id: string,
    props: Omit<TeamFunctionProps, 'environment' | 'sourceRoot' | 'logs' | 'release'> & {
      readonly needs: FunctionNeeds;
    },
  ): TeamFunction {
    const { needs, ...functionProps } = props;
    const { table, secrets, email, twoFactorKey } = this.props;
    const secretArns: FunctionEnvironment = Object.fromEntries(
      needs.secrets.map((name) => [`${name}_ARN`, secrets[name].secretArn]),
    );
    const fn = new TeamFunction(scope, id, {
      ...functionProps,
      environment: {
        ...this.environment,
        ...secretArns,
        ...(needs.sealsSecrets ? { TWO_FACTOR_KEY_ID: twoFactorKey.keyArn } : {}),
        ...(needs.sendsMail ? { SES_CONFIGURATION_SET: email.configurationSet.configurationSetName } : {}),
      } as Record<string, string>,
      sourceRoot: this.sourceRoot,
      release: this.props.release,
      logs: { retention: this.props.stage.logRetention, removalPolicy: this.props.stage.removalPolicy },
      ...(needs.hashesPasswords ? { memorySize: PASSWORD_HASHING_MEMORY_MB } : {}),
    });
    table.grant(fn.lambda, ...TABLE_ACTIONS[needs.table]);
    for (const name of needs.secrets) secrets[name].grantRead(fn.lambda);
    if (needs.sendsMail) email.grantSend(fn.lambda);
    if (needs.sealsSecrets) twoFactorKey.grant(fn.lambda, 'kms:Encrypt', 'kms:Decrypt');
    const tableLogicalId = Stack.of(table).resolve(Stack.of(table).getLogicalId(table.node.defaultChild as CfnTable));
    Validations.of(fn.role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${tableLogicalId as string}.Arn>/index/*]`,
      reason:
        'Queries on the GSIs (gsi1, gsi2) of the single-table design; the wildcard covers only this table’s indexes.',
    });
    const made = { fn, needs };
    for (const apply of this.later) apply(made);
    this.made.push(made);
    return fn;
  }

  /** The public address of the site (CloudFront), known only once the website exists: PUBLIC_URL. */
  usePublicUrl(url: string): void {
    this.forEvery(({ fn }) => fn.lambda.addEnvironment('PUBLIC_URL', url));
  }

  /** The bus domain events go to: EVENT_BUS_NAME for all, and to publishers the right to put events on it (only it). */
  useEventBus(bus: IEventBus): void {
    this.forEvery(({ fn, needs }) => {
      fn.lambda.addEnvironment('EVENT_BUS_NAME', bus.eventBusName);
      if (needs.publishesEvents) bus.grantPutEventsTo(fn.lambda);
    });
  }

  /**
   * The WebSocket API's stage (docs/decisions/041): to the functions that push, PUSH_ENDPOINT and the right to post to
   * that stage's connections, and nothing else of the API.
   */
  usePushStage(stage: WebSocketStage): void {
    this.forEvery(({ fn, needs }) => {
      if (!needs.pushes) return;
      fn.lambda.addEnvironment('PUSH_ENDPOINT', stage.callbackUrl);
      stage.grantManagementApiAccess(fn.lambda);
      const stack = Stack.of(stage);
      const apiLogicalId = stack.resolve(stack.getLogicalId(stage.api.node.defaultChild as CfnElement)) as string;
      const arn =
        `arn:${nagValue(stack.partition, 'Partition')}:execute-api:${nagValue(stack.region, 'Region')}:` +
        `${nagValue(stack.account, 'AccountId')}:<${apiLogicalId}>/${stage.stageName}/*/@connections/*`;
      Validations.of(fn.role).acknowledge({
        id: `AwsSolutions-IAM5[Resource::${arn}]`,
        reason:
          'Posting to the sockets of this API’s one stage: a socket’s id is known only when a page opens it, so the ' +
          'connections cannot be named in advance.',
      });
    });
  }

  /**
   * The tryWebhook consumer's queue (docs/decisions/048 "Tries on time"): to the functions that make customer webhook
   * tries, TRY_WEBHOOK_QUEUE_URL and the right to send to that queue, and nothing else of SQS.
   */
  useWebhookTryQueue(queue: IQueue): void {
    this.forEvery(({ fn, needs }) => {
      if (!needs.wakesWebhookTries) return;
      fn.lambda.addEnvironment('TRY_WEBHOOK_QUEUE_URL', queue.queueUrl);
      queue.grantSendMessages(fn.lambda);
    });
  }

  private forEvery(apply: (made: Made) => void): void {
    this.later.push(apply);
    for (const made of this.made) apply(made);
  }
}

// Each function may do what its row of infra/function-needs.ts says and nothing more: read-only areas cannot write the
// table, only publishers may put events, only mailers may send, and each function reads only its own secrets.

import { describe, expect, it } from 'vitest';
import { SECRET_NAMES, type SecretName } from '../../functions/adapters/secret-rules.js';
import { AREA_NEEDS, CONSUMER_NEEDS, JOB_NEEDS } from '../../infra/function-needs.js';
import { PASSWORD_HASHING_MEMORY_MB } from '../../infra/constructs/app-functions.js';
import { secretId } from '../../infra/constructs/secrets.js';
import { ROUTES, type RouteName } from '../../shared/routes.js';
import { EVERY_FUNCTION_NEEDS as NEEDS } from './every-function.js';
import { functionNamed as namedIn, statementsOf, synthApp } from './synth-app.js';

const { template } = synthApp();
const resources = template.toJSON().Resources as Record<string, { Type: string; Properties: any }>;

const NAMES = Object.keys(NEEDS);
/** The tryWebhook consumer's queue (docs/decisions/048 "Tries on time"). */
const tryWebhookQueue = Object.keys(resources).find(
  (id) => resources[id]!.Type === 'AWS::SQS::Queue' && id.includes('TryWebhookQueue'),
)!;

const functionNamed = (name: string) => namedIn(template, name);

const actionsOf = (name: string): string[] =>
  statementsOf(template, functionNamed(name)).flatMap((statement) => [statement.Action].flat());

const secretLogicalId = (secret: SecretName): string =>
  Object.keys(resources).find(
    (id) => resources[id]!.Type === 'AWS::SecretsManager::Secret' && id.startsWith(`Secrets${secretId(secret)}`),
  )!;

/** The secrets a function may read: those its GetSecretValue statements name. */
function readableSecrets(name: string): SecretName[] {
  const refs = statementsOf(template, functionNamed(name))
    .filter((statement) => [statement.Action].flat().includes('secretsmanager:GetSecretValue'))
    .flatMap((statement) => [statement.Resource].flat() as { Ref: string }[])
    .map((resource) => resource.Ref);
  return SECRET_NAMES.filter((secret) => refs.includes(secretLogicalId(secret)));
}

const WRITES = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
];

describe('least privilege', () => {
  it('the catalogue and the anonymous read area cannot write the table', () => {
    for (const area of ['services', 'anonymous']) {
      expect(actionsOf(area), area).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query']));
      for (const write of WRITES) expect(actionsOf(area), area).not.toContain(write);
    }
  });

  it('only the functions that publish events may put events: the webhooks, applyPayment, and the outbox’s writers', () => {
    const publishers = NAMES.filter((name) => actionsOf(name).includes('events:PutEvents'));
    expect(publishers.sort()).toEqual([
      'admin',
      'applyPayment',
      'auth',
      'contact',
      'expireOneTimeOrders',
      'fulfilOrder',
      // An anonymous lease's confirmation link sent again (docs/decisions/053).
      'payment',
      'publicApi',
      // A buyer's claim of money owed credits their wallet and announces it (docs/decisions/063).
      'refunds',
      'remindLeaseExpiry',
      'renewApiKeys',
      'routeSms',
      // A payout's end announces PayoutSent or PayoutFailed, and the "paid" email (docs/decisions/064).
      'sendPayouts',
      'smsActivate',
      'users',
      'webhooks',
    ]);
  });

  it('gives the areas that hash passwords a whole vCPU, and everything else the team default', () => {
    for (const name of NAMES) {
      const memory = functionNamed(name).Properties.MemorySize;
      expect(memory, name).toBe(NEEDS[name]!.hashesPasswords ? PASSWORD_HASHING_MEMORY_MB : 512);
    }
    expect(NAMES.filter((name) => NEEDS[name]!.hashesPasswords).sort()).toEqual(['auth', 'users']);
  });

  it('only the outbox’s sender may send mail: its consumer and its sweeping job (docs/decisions/034)', () => {
    const mailers = NAMES.filter((name) => actionsOf(name).includes('ses:SendEmail'));
    expect(mailers.sort()).toEqual(['sendOutboxItem', 'sweepOutbox']);
  });

  it('the webhooks read their senders’ secrets and the origin secret only: not the JWT secret, not the API keys', () => {
    expect(readableSecrets('webhooks').sort()).toEqual(
      ['COINPAYMENTS_IPN_SECRET', 'NOWPAYMENTS_IPN_SECRET', 'SMS_SUPPLIER_AUTH_TOKEN', 'ORIGIN_SECRET'].sort(),
    );
  });

  it('every area and the push socket, and no consumer or job, reads the origin secret CloudFront sends', () => {
    for (const name of NAMES) {
      expect(readableSecrets(name).includes('ORIGIN_SECRET'), name).toBe(name in AREA_NEEDS || name === 'push');
    }
  });

  it('every area with member or admin routes, and only those and auth, reads the JWT secret', () => {
    const withSessions = new Set(
      (Object.keys(ROUTES) as RouteName[])
        .filter((route) => ROUTES[route].access === 'user' || ROUTES[route].access === 'admin')
        .map((route) => ROUTES[route].area as string),
    );
    for (const area of Object.keys(AREA_NEEDS)) {
      expect(readableSecrets(area).includes('JWT_SECRET'), area).toBe(withSessions.has(area) || area === 'auth');
    }
  });

  it('no consumer or scheduled job reads any secret but the provisioning job the carrier’s auth token, and the payouts’ sender the providers’ payout keys', () => {
    // They buy and release numbers at the carrier (docs/decisions/061), and send payouts (064, 065).
    const allowed: Record<string, string[]> = {
      provisionNumbers: ['TWILIO_AUTH_TOKEN'],
      sendPayouts: SECRET_NAMES.filter((secret) =>
        [
          'COINPAYMENTS_PRIVATE_KEY',
          'NOWPAYMENTS_API_KEY',
          'NOWPAYMENTS_PAYOUT_PASSWORD',
          'NOWPAYMENTS_PAYOUT_2FA_SECRET',
        ].includes(secret),
      ),
    };
    for (const name of [...Object.keys(CONSUMER_NEEDS), ...Object.keys(JOB_NEEDS)]) {
      expect(readableSecrets(name), name).toEqual(allowed[name] ?? []);
    }
  });

  describe.each(NAMES)('%s', (name) => {
    const needs = NEEDS[name]!;

    it('may do to the table what its needs say, and never Scan', () => {
      const actions = actionsOf(name).filter((action) => action.startsWith('dynamodb:'));
      expect(actions).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query']));
      for (const write of WRITES) expect(actions.includes(write), write).toBe(needs.table === 'write');
      expect(actions).not.toContain('dynamodb:Scan');
    });

    it('reads exactly its own secrets, and gets the ARN of those only', () => {
      expect(readableSecrets(name)).toEqual(SECRET_NAMES.filter((secret) => needs.secrets.includes(secret)));
      const variables = functionNamed(name).Properties.Environment.Variables as Record<string, unknown>;
      const arns = Object.keys(variables).filter((key) => key.endsWith('_ARN'));
      expect(arns.sort()).toEqual(needs.secrets.map((secret) => `${secret}_ARN`).sort());
      for (const secret of needs.secrets) {
        expect(variables[`${secret}_ARN`]).toEqual({ Ref: secretLogicalId(secret) });
      }
    });

    it('may put events and send mail only if its needs say so', () => {
      expect(actionsOf(name).includes('events:PutEvents')).toBe(needs.publishesEvents);
      expect(actionsOf(name).includes('ses:SendEmail')).toBe(needs.sendsMail);
      expect(actionsOf(name).includes('execute-api:ManageConnections')).toBe(needs.pushes);
    });

    it('may send to the tryWebhook queue, and knows its URL, only if it makes webhook tries', () => {
      const sends = statementsOf(template, functionNamed(name)).filter((statement) =>
        [statement.Action].flat().includes('sqs:SendMessage'),
      );
      expect(sends.length > 0).toBe(needs.wakesWebhookTries);
      for (const statement of sends) expect(statement.Resource).toEqual({ 'Fn::GetAtt': [tryWebhookQueue, 'Arn'] });
      const variables = functionNamed(name).Properties.Environment.Variables as Record<string, unknown>;
      expect(variables.TRY_WEBHOOK_QUEUE_URL).toEqual(needs.wakesWebhookTries ? { Ref: tryWebhookQueue } : undefined);
    });
  });
});

// infra/deployer-policy.json, the operator's policy for later deploys and the runbook's commands, is what they need
// and no more: the CDK bootstrap roles a deploy assumes (never CloudFormation's own execution role), the bootstrap
// version, the table and queue calls the operator commands make, and nothing on every resource that could be scoped.

import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { DefaultStackSynthesizer } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../infra/bundling.js';

interface Statement {
  Sid: string;
  Effect: string;
  Action: string | string[];
  Resource: string | string[];
  Condition?: Record<string, Record<string, string>>;
}

const policy = JSON.parse(readFileSync(path.join(REPO_ROOT, 'infra', 'deployer-policy.json'), 'utf8')) as {
  Version: string;
  Statement: Statement[];
};
const cdkContext = (
  JSON.parse(readFileSync(path.join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> }
).context;
const QUALIFIER =
  (cdkContext['@aws-cdk/core:bootstrapQualifier'] as string | undefined) ?? DefaultStackSynthesizer.DEFAULT_QUALIFIER;

const ACCOUNT = '123456789012';
const list = (value: string | string[]) => [value].flat();
/** IAM's wildcard match (`*` any run of characters, `?` one), on a whole ARN. */
const matches = (pattern: string, arn: string) =>
  new RegExp(
    `^${pattern
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')
      .replace(/\?/g, '.')}$`,
  ).test(arn);
const allows = (action: string, arn: string) =>
  policy.Statement.some(
    (statement) =>
      statement.Effect === 'Allow' &&
      list(statement.Action).includes(action) &&
      list(statement.Resource).some((pattern) => matches(pattern, arn)),
  );

/** A bootstrap role's ARN, as the default synthesizer names it, in the app region and in the edge stack's. */
const bootstrapRole = (template: string, region: string) =>
  template
    .replace('${AWS::Partition}', 'aws')
    .replaceAll('${AWS::AccountId}', ACCOUNT)
    .replace('${AWS::Region}', region)
    .replace('${Qualifier}', QUALIFIER);

/** The DynamoDB and SQS commands the adapters the operator commands use send, as IAM actions. */
function actionsTheCommandsSend(): string[] {
  const sources = [
    ...readdirSync(path.join(REPO_ROOT, 'functions/adapters/dynamo')).map(
      (file) => `functions/adapters/dynamo/${file}`,
    ),
    'functions/adapters/events/sqs-dead-letters.ts',
  ];
  const commands = new Set(
    sources.flatMap((file) =>
      [...readFileSync(path.join(REPO_ROOT, file), 'utf8').matchAll(/new (\w+)Command\(/g)].map((match) => match[1]!),
    ),
  );
  const dynamo: Record<string, string[]> = {
    Get: ['GetItem'],
    BatchGet: ['BatchGetItem'],
    Query: ['Query'],
    Scan: ['Scan'],
    Put: ['PutItem'],
    Update: ['UpdateItem'],
    Delete: ['DeleteItem'],
    BatchWrite: ['BatchWriteItem'],
    // IAM checks each item of a transaction by its own action.
    TransactWrite: ['PutItem', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem'],
  };
  return [...commands].flatMap((command) =>
    dynamo[command] ? dynamo[command].map((action) => `dynamodb:${action}`) : [`sqs:${command}`],
  );
}

describe('the deployer policy', () => {
  it('is an IAM policy of named Allow statements', () => {
    expect(policy.Version).toBe('2012-10-17');
    for (const statement of policy.Statement) {
      expect(statement.Sid).toMatch(/^[A-Za-z0-9]+$/);
      expect(statement.Effect).toBe('Allow');
    }
  });

  it('lets a deploy assume the bootstrap roles of this account in both regions, never the execution role', () => {
    for (const region of ['eu-west-2', 'us-east-1']) {
      for (const role of [
        DefaultStackSynthesizer.DEFAULT_DEPLOY_ROLE_ARN,
        DefaultStackSynthesizer.DEFAULT_FILE_ASSET_PUBLISHING_ROLE_ARN,
        DefaultStackSynthesizer.DEFAULT_LOOKUP_ROLE_ARN,
      ]) {
        expect(allows('sts:AssumeRole', bootstrapRole(role, region)), role).toBe(true);
      }
      // The execution role has administrator rights; only CloudFormation, passed it by the deploy role, uses it.
      expect(
        allows('sts:AssumeRole', bootstrapRole(DefaultStackSynthesizer.DEFAULT_CLOUDFORMATION_ROLE_ARN, region)),
      ).toBe(false);
    }
    const assume = policy.Statement.find((statement) => list(statement.Action).includes('sts:AssumeRole'))!;
    expect(assume.Condition).toEqual({ StringEquals: { 'aws:ResourceAccount': '${aws:PrincipalAccount}' } });
    const parameter = DefaultStackSynthesizer.DEFAULT_BOOTSTRAP_STACK_VERSION_SSM_PARAMETER.replace(
      '${Qualifier}',
      QUALIFIER,
    );
    expect(allows('ssm:GetParameter', `arn:aws:ssm:eu-west-2:${ACCOUNT}:parameter${parameter}`)).toBe(true);
  });

  it("allows every table and queue call the operator commands make, on the stage's own table and queues", () => {
    const table = `arn:aws:dynamodb:eu-west-2:${ACCOUNT}:table/uk-sms-numbers-prod-DataTable1A2B3C-XYZ`;
    const deadLetters = `arn:aws:sqs:eu-west-2:${ACCOUNT}:uk-sms-numbers-prod-EventsRouteSmsDeadLetterQueue-XYZ`;
    const actions = actionsTheCommandsSend();
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:Scan', 'sqs:StartMessageMoveTask']));
    for (const action of actions) {
      const resource = action.startsWith('dynamodb:') ? table : action === 'sqs:ListQueues' ? '*' : deadLetters;
      expect(allows(action, resource), action).toBe(true);
    }
    expect(allows('dynamodb:Scan', `arn:aws:dynamodb:eu-west-2:${ACCOUNT}:table/another-app`)).toBe(false);
    expect(allows('dynamodb:DeleteTable', table)).toBe(false);
  });

  it('grants no wildcard action, and every resource only where the action has no resource to name', () => {
    for (const statement of policy.Statement) {
      for (const action of list(statement.Action)) expect(action, statement.Sid).not.toMatch(/\*/);
      if (list(statement.Resource).includes('*')) {
        // ListQueues has no resource; the secrets' names are CloudFormation's, so their stack's tag scopes them.
        expect(
          list(statement.Action).every((action) => action === 'sqs:ListQueues') || statement.Condition,
          statement.Sid,
        ).toBeTruthy();
      }
    }
  });
});

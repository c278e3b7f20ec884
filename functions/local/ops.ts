// `npm run ops -- <command>`: runs an operator command against the running local stack, or AWS with --stage.

import path from 'node:path';
import { createTableClient, type TableClient } from '../adapters/dynamo/document-client.js';
import { DEPLOY_COMMANDS, OPS_COMMANDS } from '../ops/commands.js';
import type { DeployTarget, OpsContext, OpsOutcome } from '../ops/ops-command.js';
import { createLocalSealer } from '../adapters/sealing/local-sealer.js';
import { localDeadLetters } from './dead-letter-files.js';
import { localSealingKey } from './local-sealing-key.js';
import { LOCAL_DEFAULTS, dataDir } from './local-defaults.js';
import { readRuntimeInfo } from './runtime-file.js';
import { SIMULATOR_PATHS } from './simulators/paths.js';
import { ROUTES } from '../../shared/routes.js';

function usage(): string {
  const lines = [...Object.values(OPS_COMMANDS), ...Object.values(DEPLOY_COMMANDS)].map(
    (command) => `  ${command.usage}`,
  );
  return ['Usage: npm run ops -- [--stage <stage>] <command> [args]', 'Commands:', ...lines].join('\n');
}

/** The table, the webhook settings and the dead letters of the running local stack, or of AWS with --stage. */
async function targetFor(stage: string | undefined): Promise<{ table: TableClient; context: OpsContext }> {
  const env = process.env;
  if (stage) {
    // In AWS the table name comes from the stack output, credentials from the usual AWS chain, and the SMS
    // supplier's URL and token from the SiteUrl output and the stack's secret.
    const tableName = env.TABLE_NAME;
    if (!tableName) throw new Error(`Set TABLE_NAME to the ${stage} stack's TableName output.`);
    const region = env.AWS_REGION ?? 'eu-west-2';
    return {
      table: createTableClient({ tableName, region }),
      context: {
        publicUrl: env.PUBLIC_URL ?? null,
        smsSupplierAuthToken: env.SMS_SUPPLIER_AUTH_TOKEN ?? null,
        // CloudFormation names each queue after its stack (infra/bin/app.ts: uk-sms-numbers-<stage>).
        // The SQS client only for AWS: a local command starts without it.
        deadLetters: (await import('../adapters/events/sqs-dead-letters.js')).sqsDeadLetters({
          queuePrefix: `${env.STACK_NAME ?? `uk-sms-numbers-${stage}`}-`,
          region,
        }),
        sealer: null,
        carrier:
          env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN
            ? {
                apiUrl: env.TWILIO_API_URL ?? 'https://api.twilio.com',
                pricingUrl: env.TWILIO_PRICING_URL ?? 'https://pricing.twilio.com',
                accountSid: env.TWILIO_ACCOUNT_SID,
                authToken: env.TWILIO_AUTH_TOKEN,
                bundleSid: env.TWILIO_BUNDLE_SID ?? '',
                addressSid: env.TWILIO_ADDRESS_SID ?? '',
              }
            : null,
        smsUrl: env.PUBLIC_URL ? `${env.PUBLIC_URL}${ROUTES['webhooks.sms'].path}` : null,
      },
    };
  }
  const running = readRuntimeInfo(dataDir(env));
  if (!running)
    throw new Error('The local stack is not running: start it with `npm start` first (or pass --stage for AWS).');
  return {
    table: createTableClient({
      tableName: running.tableName,
      region: running.region,
      endpoint: running.dynamodbEndpoint,
    }),
    context: {
      publicUrl: running.publicUrl,
      smsSupplierAuthToken: env.SMS_SUPPLIER_AUTH_TOKEN ?? LOCAL_DEFAULTS.SMS_SUPPLIER_AUTH_TOKEN,
      deadLetters: localDeadLetters(path.join(dataDir(env), 'dead-letters'), running.eventBusEndpoint),
      sealer: createLocalSealer(env.TWO_FACTOR_LOCAL_KEY ?? localSealingKey(dataDir(env))),
      // The Twilio simulator of the running stack, with the local account.
      carrier: {
        apiUrl: `${running.publicUrl}${SIMULATOR_PATHS.twilioApi}`,
        pricingUrl: `${running.publicUrl}${SIMULATOR_PATHS.twilioPricing}`,
        accountSid: env.TWILIO_ACCOUNT_SID || LOCAL_DEFAULTS.TWILIO_ACCOUNT_SID,
        authToken: env.TWILIO_AUTH_TOKEN ?? LOCAL_DEFAULTS.TWILIO_AUTH_TOKEN,
        bundleSid: LOCAL_DEFAULTS.TWILIO_BUNDLE_SID,
        addressSid: LOCAL_DEFAULTS.TWILIO_ADDRESS_SID,
      },
      smsUrl: `${running.publicUrl}${ROUTES['webhooks.sms'].path}`,
    },
  };
}

/** The stage's functions in AWS with --stage (found by the stack's name, as the queues are); none locally. */
async function deployTargetFor(stage: string | undefined): Promise<DeployTarget | null> {
  if (!stage) return null;
  const stackName = process.env.STACK_NAME ?? `uk-sms-numbers-${stage}`;
  const region = process.env.AWS_REGION ?? 'eu-west-2';
  const { lambdaLiveAliases } = await import('../adapters/lambda-aliases.js');
  return { stackName, region, aliases: lambdaLiveAliases({ stackName, region }) };
}

function report(outcome: OpsOutcome): void {
  if (typeof outcome === 'string') {
    console.log(outcome);
    return;
  }
  console.log(outcome.output);
  process.exitCode = outcome.exitCode;
}

async function main(argv: string[]): Promise<void> {
  const stageIndex = argv.indexOf('--stage');
  const stage = stageIndex >= 0 ? argv[stageIndex + 1] : undefined;
  const [name, ...args] = stageIndex >= 0 ? argv.filter((_, i) => i !== stageIndex && i !== stageIndex + 1) : argv;
  const deployCommand = name ? DEPLOY_COMMANDS[name] : undefined;
  if (deployCommand) return report(await (await deployCommand.load())(args, await deployTargetFor(stage)));
  const command = name ? OPS_COMMANDS[name] : undefined;
  if (!command) {
    console.error(name ? `Unknown command: ${name}\n${usage()}` : usage());
    process.exitCode = 2;
    return;
  }
  const { table, context } = await targetFor(stage);
  report(await (await command.load())(table, args, context));
}

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
main(process.argv.slice(2)).catch((error: unknown) => {
  console.error((error as Error).message);
  process.exitCode = 1;
});

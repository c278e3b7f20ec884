// `npm run ops -- <command>`: runs an operator command against the running local stack, or AWS with --stage.

import { createTableClient, type TableClient } from '../adapters/dynamo/document-client.js';
import { OPS_COMMANDS } from '../ops/commands.js';
import { dataDir } from './local-defaults.js';
import { readRuntimeInfo } from './runtime-file.js';

function usage(): string {
  const lines = Object.values(OPS_COMMANDS).map((command) => `  ${command.usage}`);
  return ['Usage: npm run ops -- [--stage <stage>] <command> [args]', 'Commands:', ...lines].join('\n');
}

function tableFor(stage: string | undefined): TableClient {
  if (stage) {
    // In AWS the table name comes from the stack output; credentials from the usual AWS chain.
    const tableName = process.env.TABLE_NAME;
    if (!tableName) throw new Error(`Set TABLE_NAME to the ${stage} stack's TableName output.`);
    return createTableClient({ tableName, region: process.env.AWS_REGION ?? 'eu-west-2' });
  }
  const running = readRuntimeInfo(dataDir(process.env));
  if (!running)
    throw new Error('The local stack is not running: start it with `npm start` first (or pass --stage for AWS).');
  return createTableClient({
    tableName: running.tableName,
    region: running.region,
    endpoint: running.dynamodbEndpoint,
  });
}

async function main(argv: string[]): Promise<void> {
  const stageIndex = argv.indexOf('--stage');
  const stage = stageIndex >= 0 ? argv[stageIndex + 1] : undefined;
  const [name, ...args] = stageIndex >= 0 ? argv.filter((_, i) => i !== stageIndex && i !== stageIndex + 1) : argv;
  const command = name ? OPS_COMMANDS[name] : undefined;
  if (!command) {
    console.error(name ? `Unknown command: ${name}\n${usage()}` : usage());
    process.exitCode = 2;
    return;
  }
  console.log(await command.run(tableFor(stage), args));
}

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
main(process.argv.slice(2)).catch((error: unknown) => {
  console.error((error as Error).message);
  process.exitCode = 1;
});

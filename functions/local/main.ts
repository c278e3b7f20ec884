// `npm start`: DynamoDB Local, the SES emulator, the table and its seed, then one origin for the SPA and the API, on
// loopback. `npm run dev` (`--dev`) serves the SPA through Vite with hot reload instead of the production build.

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { settings } from '../config.js';
import { createTableClient } from '../adapters/dynamo/document-client.js';
import { seed } from '../../seeds/seed.js';
import { MissingAssemblyError } from './bundled/cloud-assembly.js';
import { startLocalClock, type LocalClock } from './clock/local-clock.js';
import { bundledFunctions, TemplateMismatchError } from './bundled/bundled-functions.js';
import { UnmappedVariableError } from './bundled/function-environment.js';
import { MissingJavaError, startDynamoDbLocal, type RunningDynamoDb } from './dynamodb-local.js';
import { ensureTable } from './ensure-table.js';
import { startEventBridgeLocal } from './eventbridge-local.js';
import { startFaultFronts } from './faults/fault-fronts.js';
import { FaultSettingsError, createFaults, describeFaults, parseFaults } from './faults/faults.js';
import { portOrFree } from './free-port.js';
import { LOCAL_DEFAULTS, LaptopOnlyError, applyLocalEnvironment, dataDir } from './local-defaults.js';
import type { LocalFunctions } from './local-functions.js';
import { useLocalSealingKey } from './local-sealing-key.js';
import { removeRuntimeInfo, writeRuntimeInfo } from './runtime-file.js';
import { startPushSockets } from './push-sockets.js';
import { startScheduler } from './scheduler.js';
import { createLocalServer } from './server.js';
import { startSesLocal } from './ses-local.js';
import { sourceFunctions } from './source-functions.js';
import { SIMULATOR_PATHS } from './simulators/paths.js';
import { ensureWebBuild } from './web-build.js';
import { createWebHandler } from './web-server.js';

const say = (line: string) => console.log(line);
const stops: (() => Promise<void>)[] = [];

class UnknownHandlersError extends Error {}

/** HANDLERS: `sources` (the default) or `bundled` (docs/decisions/025). */
function localFunctions(env: NodeJS.ProcessEnv, clock: LocalClock): LocalFunctions {
  // The cloud assembly `npm run synth` writes (CDK_OUTDIR, as CDK names it, elsewhere).
  if (env.HANDLERS === 'bundled') return bundledFunctions(path.resolve(env.CDK_OUTDIR ?? 'cdk.out'), env, clock.offset);
  if (env.HANDLERS === 'sources') return sourceFunctions();
  throw new UnknownHandlersError(`HANDLERS must be sources or bundled; got ${env.HANDLERS}`);
}

async function main(): Promise<void> {
  const env = process.env;
  if (process.argv.includes('--dev')) env.WEB_MODE = 'dev';
  // Before anything reads the time: every handler, job and queue of this runtime follows it (docs/decisions/049).
  const clock = startLocalClock();
  const host = env.HOST ?? LOCAL_DEFAULTS.HOST;
  const folder = dataDir(env);
  mkdirSync(folder, { recursive: true });
  // Five different ports: each is chosen before its server starts, so none may be chosen twice.
  const port = await portOrFree(Number(env.PORT ?? LOCAL_DEFAULTS.PORT), host);
  const dynamodbPort = await portOrFree(Number(env.DYNAMODB_PORT ?? 0), undefined, [port]);
  const sesPort = await portOrFree(Number(env.SES_PORT ?? LOCAL_DEFAULTS.SES_PORT), undefined, [port, dynamodbPort]);
  const eventBridgePort = await portOrFree(Number(env.EVENTBRIDGE_PORT ?? 0), undefined, [port, dynamodbPort, sesPort]);
  const pushPort = await portOrFree(0, undefined, [port, dynamodbPort, sesPort, eventBridgePort]);
  const ports = { port, dynamodbPort, sesPort, eventBridgePort, pushPort };
  // A DynamoDB already running (DYNAMODB_ENDPOINT) is used instead of starting one: several runtimes, each with its
  // own TABLE_NAME, can share one DynamoDB Local (docs/decisions/049).
  const givenDynamoDb = env.DYNAMODB_ENDPOINT;
  applyLocalEnvironment(env, ports);
  useLocalSealingKey(env, folder);
  // Under FAULTS the emulators listen on ports of their own, behind faulty fronts on the ports above (docs/decisions/033).
  const faultRates = parseFaults(env.FAULTS);
  const faults = faultRates ? createFaults(faultRates) : null;
  if (givenDynamoDb && !faults) env.DYNAMODB_ENDPOINT = givenDynamoDb;
  const hiddenDynamoDbPort = faults ? await portOrFree(0, undefined, Object.values(ports)) : ports.dynamodbPort;
  const emulatorPorts = {
    dynamodb: hiddenDynamoDbPort,
    ses: faults ? await portOrFree(0, undefined, [...Object.values(ports), hiddenDynamoDbPort]) : ports.sesPort,
  };
  if (faultRates) say(`Faults: ${describeFaults(faultRates)} (FAULTS=${env.FAULTS})`);
  const config = settings();
  const functions = localFunctions(env, clock);
  stops.push(functions.stop);
  say(`Handlers: ${functions.origin}`);
  if (env.WEB_MODE === 'dist') await ensureWebBuild(say);

  const inMemory = env.DYNAMODB_IN_MEMORY === 'true';
  const dataPath = inMemory ? null : path.join(folder, 'dynamodb');
  let dynamo: RunningDynamoDb;
  if (givenDynamoDb) {
    say(`[1/4] Using the DynamoDB at ${givenDynamoDb} (DYNAMODB_ENDPOINT), table ${config.TABLE_NAME}`);
    dynamo = { endpoint: givenDynamoDb, stop: async () => undefined };
  } else {
    say(
      `[1/4] Starting DynamoDB Local (${dataPath ? `data in ${path.relative(process.cwd(), dataPath)}` : 'in memory'}) ...`,
    );
    dynamo = await startDynamoDbLocal({ port: emulatorPorts.dynamodb, dataPath });
    stops.push(dynamo.stop);
    say(`      DynamoDB Local ready at ${dynamo.endpoint}`);
  }

  say('[2/4] Starting the SES v2 emulator and the event bus ...');
  const ses = await startSesLocal(emulatorPorts.ses);
  stops.push(ses.stop);
  say(`      SES emulator ready at ${ses.url}`);
  if (faults) {
    const fronts = { dynamodbPort: ports.dynamodbPort, sesPort: ports.sesPort };
    stops.push(
      await startFaultFronts(
        faults,
        { ...fronts, dynamodbTarget: dynamo.endpoint, sesTarget: `http://127.0.0.1:${emulatorPorts.ses}` },
        say,
      ),
    );
    say(`      Faulty fronts: DynamoDB ${env.DYNAMODB_ENDPOINT}, SES ${env.SES_ENDPOINT}`);
  }

  const bus = await startEventBridgeLocal({
    port: ports.eventBridgePort,
    region: config.AWS_REGION,
    deadLetterDir: path.join(folder, 'dead-letters'),
    functions,
    faults: faults ?? undefined,
    clock,
  });
  stops.push(bus.stop);
  say(
    `      Event bus ready at ${bus.endpoint} (dead letters in ${path.relative(process.cwd(), folder) || '.'}/dead-letters)`,
  );

  say(`[3/4] Preparing table ${config.TABLE_NAME} ...`);
  const client = new DynamoDBClient({
    endpoint: dynamo.endpoint,
    region: config.AWS_REGION,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const table = await ensureTable(client, config.TABLE_NAME);
  const seeded = await seed(
    createTableClient({ tableName: config.TABLE_NAME, region: config.AWS_REGION, endpoint: dynamo.endpoint }),
    { stock: env.SEED_STOCK === 'true' },
  );
  say(
    `      Table ${table === 'created' ? 'created' : 'found'}; seeded ${seeded.services} new services, ` +
      `${seeded.numbers} new numbers and ${seeded.sims} new eSIMs`,
  );
  const scheduler = startScheduler(functions, clock);
  stops.push(scheduler.stop);
  say(`      Scheduler running ${functions.schedules.map(({ name }) => name).join(', ')}; each ran once now:`);
  for (const line of await scheduler.runEach()) say(`        ${line}`);

  // The SMS consumer, which pushes codes, starts with the server rather than at the first SMS, so that the first push is
  // as quick as the others (docs/decisions/041 "The push"); the other functions still start when first used.
  await functions.warm('routeSms');

  say(`[4/4] Starting the web server (SPA: ${env.WEB_MODE}) ...`);
  const { server, serveWeb } = createLocalServer(functions, { clock, quiet: bus.quiet });
  const web = await createWebHandler(env.WEB_MODE ?? LOCAL_DEFAULTS.WEB_MODE, server);
  if (web) stops.push(web.close);
  serveWeb(web);
  const sockets = await startPushSockets({
    server,
    managementPort: ports.pushPort,
    handler: functions.push,
  });
  stops.push(sockets.stop);
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(ports.port, host, resolve));
  stops.push(
    () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );

  const siteUrl = `http://localhost:${ports.port}`;
  writeRuntimeInfo(folder, {
    pid: process.pid,
    siteUrl,
    publicUrl: config.PUBLIC_URL,
    mailboxUrl: ses.url,
    dynamodbEndpoint: dynamo.endpoint,
    eventBusEndpoint: bus.endpoint,
    tableName: config.TABLE_NAME,
    region: config.AWS_REGION,
  });
  stops.push(async () => removeRuntimeInfo(folder));
  say('');
  say(`Site:    ${siteUrl} (listening on ${host} only${host === LOCAL_DEFAULTS.HOST ? '; HOST overrides' : ''})`);
  say(`Mailbox: ${ses.url}`);
  say(
    `Payment simulators: ${siteUrl}${SIMULATOR_PATHS.coinpayments} and ${siteUrl}${SIMULATOR_PATHS.nowpayments} (recent payments, each with its actions)`,
  );
  say(
    `NOWPayments payouts: ${siteUrl}${SIMULATOR_PATHS.nowpaymentsPayouts} (payouts asked for, each to complete or fail)`,
  );
  say(`SMS supplier simulator: ${siteUrl}${SIMULATOR_PATHS.smsSupplier} (or npm run ops -- sms:send <to> <text>)`);
  say(`Carrier simulator: ${siteUrl}${SIMULATOR_PATHS.twilio} (numbers bought and released; each can be sent an SMS)`);
  say(`SES feedback simulator: ${siteUrl}${SIMULATOR_PATHS.ses} (a bounce or complaint, as SES publishes it)`);
  say(`Local clock: ${siteUrl}${SIMULATOR_PATHS.clock} (moves this runtime's time forward)`);
  say('Press Ctrl-C to stop.');
}

let stopping = false;
async function shutdown(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
  }
  process.exit(code);
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

main().catch(async (error: unknown) => {
  const known = [
    MissingJavaError,
    LaptopOnlyError,
    UnknownHandlersError,
    MissingAssemblyError,
    TemplateMismatchError,
    UnmappedVariableError,
    FaultSettingsError,
  ].some((kind) => error instanceof kind);
  const { message } = error as Error;
  console.error(known ? message : `Could not start: ${message}`);
  await shutdown(1);
});

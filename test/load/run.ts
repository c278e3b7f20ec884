// `npm run load`: a mixed workload against a local stack of its own (loopback, free ports, a fresh data folder) for a
// set time, then the books checked with the ledger check itself (docs/decisions/033). Supply is on: the provisioning
// job buys from the Twilio simulator while the shop sells (docs/decisions/061). Exits 1 on any 5xx or unexpected
// answer, a code or SMS that never arrived, a paid order left without its number, a dead letter, a discrepancy, or a
// number of the carrier's in the table that the carrier no longer holds. `--minutes 5`, `--scale 1` (how many tools, members and visitors), `--faults default` (FAULTS).

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createLedgerCheckReader } from '../../functions/adapters/dynamo/ledger-check-reader.js';
import { createTableClient } from '../../functions/adapters/dynamo/document-client.js';
import { createStockRepositories } from '../../functions/adapters/dynamo/stock-repositories.js';
import { checkLedger } from '../../functions/domain/audit/ledger-check.js';
import { freePort } from '../../functions/local/free-port.js';
import { readRuntimeInfo } from '../../functions/local/runtime-file.js';
import { LOCAL_DEFAULTS } from '../../functions/local/local-defaults.js';
import { startLocalStack } from '../support/local-stack.js';
import { admin } from './admin.js';
import { visitor } from './anonymous.js';
import { abandon, checkAbandoned, runExpiryJobs } from './expiry.js';
import { member } from './members.js';
import { addStock, administrator, apiKeys, fundedMember } from './setup.js';
import { SUPPLY_ON, supplyAfterLoad, supplyDuringLoad } from './supply.js';
import { Stats } from './stats.js';
import { tool } from './tools.js';
import { pollEverySecond, World } from './world.js';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '5' },
    scale: { type: 'string', default: '1' },
    faults: { type: 'string' },
  },
});
const minutes = Number(values.minutes);
const scale = Number(values.scale);
if (!(minutes > 0 && minutes <= 60) || !(scale > 0 && scale <= 10)) {
  console.error('Usage: npm run load -- [--minutes 0<m<=60] [--scale 0<s<=10] [--faults default|<FAULTS>]');
  process.exit(2);
}
/** Past the run and its drain, the process ends whatever is still waiting: the load stops by itself. */
const HARD_STOP_MS = (minutes + 5) * 60_000;
const atLeast = (least: number, perScale: number) => Math.max(least, Math.round(perScale * scale));

const cast = {
  tools: atLeast(2, 20),
  members: atLeast(1, 4),
  visitors: atLeast(1, 3),
  abandonedOrders: atLeast(2, 10),
  abandonedLeases: atLeast(1, 3),
};

function deadLetters(dataDir: string): string[] {
  const folder = path.join(dataDir, 'dead-letters');
  if (!existsSync(folder)) return [];
  return readdirSync(folder).flatMap((file) =>
    readFileSync(path.join(folder, file), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => `${file}: ${line.slice(0, 200)}`),
  );
}

async function main(): Promise<number> {
  const seconds = minutes * 60;
  // The runtime's DynamoDB, SES and event bus ports, known here so the jobs meet the same (faulty) endpoints as the
  // handlers and their outbox announcements reach the runtime's bus.
  const dynamodbPort = await freePort();
  let sesPort = await freePort();
  while (sesPort === dynamodbPort) sesPort = await freePort();
  let eventBridgePort = await freePort();
  while (eventBridgePort === dynamodbPort || eventBridgePort === sesPort) eventBridgePort = await freePort();
  console.log(
    `Load: ${minutes} min at scale ${scale} (${cast.tools} tools, ${cast.members} members, ${cast.visitors} visitors, 1 admin)` +
      `${values.faults ? `, FAULTS=${values.faults}` : ', no faults'}; starting the local runtime ...`,
  );
  const stack = await startLocalStack({
    DYNAMODB_PORT: String(dynamodbPort),
    SES_PORT: String(sesPort),
    EVENTBRIDGE_PORT: String(eventBridgePort),
    ...SUPPLY_ON,
    ...(values.faults ? { FAULTS: values.faults } : {}),
  });
  try {
    const runtime = readRuntimeInfo(stack.dataDir)!;
    // The ledger check reads the emulator itself, never through the faults: it is the auditor.
    const table = createTableClient({
      tableName: runtime.tableName,
      region: runtime.region,
      endpoint: runtime.dynamodbEndpoint,
    });
    // Set-up is not timed: its world has a Stats of its own, never printed.
    const world = new World(stack.siteUrl, runtime.publicUrl, new Stats(), Number.POSITIVE_INFINITY);

    const actorCycles = (cast.tools / 4 + cast.members / 3 + cast.visitors / 5) * seconds;
    await addStock(
      table,
      Math.ceil(actorCycles * 1.5) + 200,
      Math.ceil((cast.members / 30 + cast.visitors / 20) * seconds * 2) + 20,
    );
    const keys = await apiKeys(world, table, cast.tools);
    const buyers = [];
    for (let i = 0; i < cast.members; i += 1) buyers.push(await fundedMember(world, table, `load-member-${i}`));
    const adminCookie = await administrator(world, table);
    const supplyBefore = await supplyDuringLoad(world, adminCookie);
    const abandoned = await abandon(
      world,
      await fundedMember(world, table, 'load-abandoner'),
      cast.abandonedOrders,
      cast.abandonedLeases,
    );
    console.log(
      `Set up: ${keys.length} API keys, ${buyers.length} members, ${abandoned.orders} orders and ${abandoned.leases} leases left to expire. Running ...`,
    );

    const stats = new Stats();
    const running = new World(stack.siteUrl, runtime.publicUrl, stats, Date.now() + seconds * 1000);
    const actors = [
      ...keys.map((key, i) => tool(running, key, i % 2 === 0)),
      ...buyers.map((who) => member(running, who)),
      ...Array.from({ length: cast.visitors }, () => visitor(running)),
      admin(running, adminCookie),
    ];
    const everyone = Promise.all(actors);
    // The jobs race the live load: they start once half the cycles the actors could run have been answered, or, on a
    // machine too slow for that, when the actors are done.
    const underWay = Promise.race([stats.afterCalls(Math.ceil(actorCycles / 2)), everyone]);
    const jobs = underWay.then(() => {
      console.log(`  the expiry jobs start, ${stats.seconds.toFixed(0)} s into the run`);
      return runExpiryJobs(running, abandoned, {
        dynamodb: `http://127.0.0.1:${dynamodbPort}`,
        events: `http://127.0.0.1:${eventBridgePort}`,
        busName: LOCAL_DEFAULTS.EVENT_BUS_NAME,
        tableName: runtime.tableName,
        region: runtime.region,
      });
    });
    const progress = setInterval(
      () => console.log(`  ${Math.round((running.deadline - Date.now()) / 1000)} s to go`),
      30_000,
    );
    await everyone;
    clearInterval(progress);
    const expired = await jobs;
    stats.stop();

    // Drain: every SMS posted must be routed (late is fine, lost is not).
    const inbound = createStockRepositories(table).inboundSms;
    const unrouted = async () => {
      const left: string[] = [];
      for (const [sid, sent] of running.smsSent) {
        if ((await inbound.find(sid))?.status !== 'routed') left.push(`${sid} to ${sent.to} (${sent.what})`);
      }
      return left;
    };
    let notRouted: string[] = [];
    await pollEverySecond(async () => (notRouted = await unrouted()).length === 0, 60_000);
    const lost = running.codes.filter((code) => code.seenAt === null);
    const seen = running.codes.filter((code) => code.seenAt !== null);
    const late = seen.filter((code) => code.seenAt! - code.sentAt > 10_000);
    const unfulfilled = running.paidOrders.filter((order) => !order.fulfilled);
    const letters = deadLetters(stack.dataDir);
    const abandonedProblems = await checkAbandoned(running, abandoned);
    const report = await checkLedger(createLedgerCheckReader(table));
    const supply = await supplyAfterLoad(world, adminCookie, table, supplyBefore);

    console.log(
      `\nPer operation (over ${stats.seconds.toFixed(0)} s, the drain included; 429 = the per-key limiter, counted apart; errors include the 5xx)`,
    );
    for (const line of stats.table()) console.log(line);
    const faults = /Faults struck(?: so far| in all): (.*)/g;
    const struck = [...stack.output().matchAll(faults)].pop()?.[1];
    console.log('');
    if (values.faults) console.log(`Faults struck: ${struck ?? 'none reported yet'}`);
    console.log(
      `Codes: ${running.codes.length} sent to watched orders, ${seen.length} seen by their buyers (${late.length} later than 10 s), ${lost.length} lost`,
    );
    console.log(
      `SMS: ${running.smsSent.size} posted by the supplier, ${running.smsSent.size - notRouted.length} routed, ${notRouted.length} not`,
    );
    console.log(`Paid anonymous orders: ${running.paidOrders.length}, ${unfulfilled.length} left without their number`);
    console.log(
      `Expiry jobs: ${expired.ordersExpired} orders ended, ${expired.leasesGraced} leases into their grace and ${expired.leasesExpired} out of it (of ${abandoned.orders} and ${abandoned.leases}, each once)`,
    );
    console.log(`Dead letters: ${letters.length}`);
    console.log(supply.line);
    console.log(
      `Ledger check: ${report.checked.wallets} wallets, ${report.checked.payments} payments, ${report.checked.numbers} numbers, ${report.checked.orders} orders, ${report.checked.leases} leases (${report.checked.renewals} renewals): ${report.discrepancyCount} discrepancies`,
    );
    const failures = [
      stats.serverErrors > 0 && `${stats.serverErrors} answers were 5xx`,
      stats.errors > 0 && `${stats.errors} answers were errors`,
      lost.length > 0 &&
        `${lost.length} codes lost: ${lost
          .slice(0, 5)
          .map((code) => `${code.label} ${code.orderId}`)
          .join(', ')}`,
      notRouted.length > 0 && `${notRouted.length} SMS not routed: ${notRouted.slice(0, 5).join(', ')}`,
      unfulfilled.length > 0 &&
        `${unfulfilled.length} paid orders without their number: ${unfulfilled
          .slice(0, 5)
          .map((order) => order.orderId)
          .join(', ')}`,
      expired.ordersExpired !== abandoned.orders &&
        `the expiry job ended ${expired.ordersExpired} orders, not ${abandoned.orders}`,
      expired.leasesGraced !== abandoned.leases &&
        `the expiry job put ${expired.leasesGraced} leases into their grace, not ${abandoned.leases}`,
      expired.leasesExpired !== abandoned.leases &&
        `the expiry job ended ${expired.leasesExpired} leases' grace, not ${abandoned.leases}`,
      ...abandonedProblems,
      ...letters.map((letter) => `dead letter ${letter}`),
      ...report.discrepancies.map((line) => `ledger: ${line}`),
      ...supply.missing.map((line) => `carrier: ${line}`),
    ].filter((failure): failure is string => typeof failure === 'string');
    console.log(
      failures.length === 0
        ? '\nLOAD PASSED'
        : `\nLOAD FAILED\n${failures.map((failure) => `- ${failure}`).join('\n')}`,
    );
    if (failures.length > 0)
      console.log(
        `\nRuntime errors logged:\n${stack
          .output()
          .split('\n')
          .filter((line) => /error|fail/i.test(line))
          .slice(-20)
          .join('\n')}`,
      );
    return failures.length === 0 ? 0 : 1;
  } finally {
    await stack.stop();
  }
}

setTimeout(() => {
  console.error(`The load did not finish within ${HARD_STOP_MS / 60_000} minutes: stopped.`);
  process.exit(1);
}, HARD_STOP_MS).unref();

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

// `npm run bench`: API latency and throughput against the local runtime, a bare DynamoDB Local GetItem, capacity
// units per flow, bundle sizes, and the monthly AWS bill those figures make (cost-model.ts).

import http from 'node:http';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { createTableClient } from '../../functions/adapters/dynamo/document-client.js';
import { readRuntimeInfo } from '../../functions/local/runtime-file.js';
import { esbuildOptions, functionEntries } from '../../infra/bundling.js';
import { routePath } from '../../shared/routes.js';
import { startLocalStack } from '../support/local-stack.js';
import { benchAdminFigures } from './admin.js';
import { benchApiKeys } from './api-keys.js';
import { synthesizedStages } from './billed-stages.js';
import { costTable } from './cost-model.js';
import { benchIpn, type IpnFigures } from './ipn.js';
import { bareGetItem } from './get-item.js';
import { load, row } from './load.js';
import { benchNumbers, type NumbersFigures } from './numbers.js';
import { benchPublicApi, type PublicApiFigures } from './public-api.js';
import { benchPush } from './push.js';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const BUNDLE_LIMIT_BYTES = 500 * 1024;
/**
 * The admin-only SIM function carries the PNG and QR decoders on top of what every function has (docs/decisions/022);
 * the refunds area the address validators of a payout's coins (docs/decisions/064).
 */
const BUNDLE_LIMITS_BYTES: Record<string, number> = { simCards: 650 * 1024, refunds: 600 * 1024 };
/** `BENCH_SECTIONS=public-api,ipn` runs only those sections after the first table; all of them by default. */
const SECTIONS = process.env.BENCH_SECTIONS?.split(',').map((name) => name.trim());
const wanted = (section: string) => !SECTIONS || SECTIONS.includes(section);

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function send(url: string, method: string, body?: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method, agent, headers: body ? { 'content-type': 'application/json' } : {} },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode === 200));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function bundleSizes(): Promise<string[]> {
  const lines: string[] = [];
  for (const { kind, name, entry } of functionEntries()) {
    const result = await build({
      ...esbuildOptions(entry),
      sourcemap: false,
      write: false,
      outfile: `${name}.mjs`,
      logLevel: 'silent',
    });
    const code = result.outputFiles[0]!.contents;
    const limit = BUNDLE_LIMITS_BYTES[name] ?? BUNDLE_LIMIT_BYTES;
    const verdict = code.length <= limit ? 'ok' : `OVER ${limit / 1024} KB`;
    lines.push(
      `${kind.padEnd(8)} ${name.padEnd(14)} ${(code.length / 1024).toFixed(1).padStart(7)} KB minified   ${(gzipSync(code).length / 1024).toFixed(1).padStart(6)} KB gzip   ${verdict}`,
    );
  }
  return lines;
}

async function main(): Promise<void> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  console.log(`Starting the local runtime (concurrency ${CONCURRENCY}, ${SECONDS} s per measurement) ...`);
  const stack = await startLocalStack();
  try {
    const runtime = readRuntimeInfo(stack.dataDir);
    if (!runtime) throw new Error('The local runtime did not write its runtime file');
    const table = createTableClient({
      tableName: runtime.tableName,
      region: runtime.region,
      endpoint: runtime.dynamodbEndpoint,
    });
    const getItem = await load(bareGetItem(table), { concurrency: CONCURRENCY, seconds: SECONDS });

    const listUrl = `${stack.siteUrl}${routePath('services.list')}`;
    const list = await load(() => send(listUrl, 'GET'), { concurrency: CONCURRENCY, seconds: SECONDS });

    const email = `bench-${Date.now()}@example.com`;
    const password = 'bench password 1';
    const register = await fetch(`${stack.siteUrl}${routePath('auth.register')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'Bench', email, password, confirmPassword: password }),
    });
    if (register.status !== 201) throw new Error(`Could not register the bench user: ${register.status}`);
    const loginUrl = `${stack.siteUrl}${routePath('auth.login')}`;
    const loginBody = JSON.stringify({ email, password });
    const login = await load(() => send(loginUrl, 'POST', loginBody), {
      concurrency: CONCURRENCY,
      seconds: SECONDS,
      warmup: 5,
    });

    console.log('\nLatency and throughput (closed loop, same machine as the server)');
    console.log(row('DynamoDB Local GetItem', getItem));
    console.log(row('GET /services/list.php', list));
    console.log(row('POST /auth/login.php', login));
    const ratio = list.p50 / getItem.p50;
    console.log(
      `\nservice list p50 / GetItem p50 = ${ratio.toFixed(2)}x (target: at most 3x) ${ratio <= 3 ? 'ok' : 'MISSED'}`,
    );
    console.log('login is bound by scrypt (N=2^17, r=8, p=1) on purpose: it is the cost of each password check.');

    let ipn: IpnFigures | undefined;
    let numbers: NumbersFigures | undefined;
    let publicApi: PublicApiFigures | undefined;
    if (wanted('ipn')) {
      console.log('\nPayment notifications (signed CoinPayments IPNs, each completing its own pending top-up)');
      ipn = await benchIpn(runtime, table);
      for (const line of ipn.lines) console.log(line);
    }
    if (wanted('numbers')) {
      console.log(
        '\nNumbers and SMS (signed supplier webhooks through the event bus; purchases debit, order and allocate)',
      );
      numbers = await benchNumbers(stack.siteUrl, runtime);
      for (const line of numbers.lines) console.log(line);
    }
    if (wanted('api-keys')) {
      console.log('\nAPI keys (creation with its fee, renewal by the job, lookup and counting for the public API)');
      for (const line of await benchApiKeys(stack.siteUrl, runtime)) console.log(line);
    }
    if (wanted('public-api')) {
      console.log('\nThe developer API (calls tools poll, under the same load as above; webhooks to customers)');
      publicApi = await benchPublicApi(stack.siteUrl, runtime);
      for (const line of publicApi.lines) console.log(line);
    }
    if (wanted('admin')) {
      console.log('\nBack office figures (read from the sales counters, as DynamoDB Local reports them)');
      for (const line of await benchAdminFigures(stack.siteUrl, runtime)) console.log(line);
    }
    if (wanted('push')) {
      console.log("\nThe code push (the order's socket beside the spec's polling, in one run; docs/decisions/041)");
      for (const line of await benchPush(stack.siteUrl, runtime)) console.log(line);
    }
    if (ipn && numbers && publicApi) {
      const measured = {
        units: { ...numbers.units, poll: publicApi.pollUnits },
        ms: {
          memberCall: list.p50,
          signIn: login.p50,
          purchase: numbers.purchaseMs,
          poll: publicApi.pollMs,
          ipnAnswer: ipn.answerMs,
          ipnApply: ipn.applyMs,
          sms: numbers.smsMs,
        },
      };
      console.log('');
      for (const line of costTable(measured, synthesizedStages())) console.log(line);
    } else {
      console.log('\nThe monthly bill needs the ipn, numbers and public-api sections of the same run.');
    }
  } finally {
    await stack.stop();
    agent.destroy();
  }
  if (!wanted('bundles')) return;
  console.log(
    '\nLambda bundles per API area and event consumer (esbuild, the same options as CDK; @aws-sdk/* comes with the runtime)',
  );
  for (const line of await bundleSizes()) console.log(line);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

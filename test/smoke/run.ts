// `npm run smoke -- --url <site> [--api-key <key>] [--timeout <s>]`: checks a running stage from outside, one line
// per check and a summary; exit 1 when any check fails (docs/decisions/032).

import { parseArgs } from 'node:util';
import { SmokeFailure, siteOrigin } from './http.js';
import { DEFAULT_TIMEOUT_MS, formatResult, runSmoke, summaryLine } from './smoke.js';

const USAGE =
  'Usage: npm run smoke -- --url <site> [--api-key <test account key>] [--timeout <seconds per request>]\n' +
  '  The key may also be given as SMOKE_API_KEY (kept out of shell history). With it, one one-time number is bought\n' +
  "  and cancelled at once: use a test account's key only.";

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { url: { type: 'string' }, 'api-key': { type: 'string' }, timeout: { type: 'string' } },
  });
  const timeoutS = Number(values.timeout ?? DEFAULT_TIMEOUT_MS / 1000);
  if (!values.url || !(timeoutS > 0)) {
    console.error(USAGE);
    return 2;
  }
  console.log(`Smoke test of ${siteOrigin(values.url)}`);
  const results = await runSmoke({
    url: values.url,
    apiKey: values['api-key'] ?? (process.env.SMOKE_API_KEY || undefined),
    timeoutMs: timeoutS * 1000,
    onResult: (result) => console.log(formatResult(result)),
  });
  console.log(summaryLine(results));
  return results.some((result) => result.outcome === 'fail') ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof SmokeFailure ? error.message : error);
    process.exit(error instanceof SmokeFailure ? 2 : 1);
  },
);

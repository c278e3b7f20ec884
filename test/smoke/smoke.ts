// The smoke test as a library: runs its checks in order against one site and reports each (the CLI in run.ts, the
// integration test in test/integration/smoke.test.ts).

import { randomBytes } from 'node:crypto';
import { SmokeFailure, SmokeHttp, siteOrigin } from './http.js';
import { API_CHECKS } from './checks/api.js';
import { PURCHASE_CHECKS } from './checks/purchase.js';
import { SIGNATURE_CHECKS } from './checks/signatures.js';
import { SITE_CHECKS } from './checks/site.js';
import type { CheckGroup, SmokeCheck, SmokeContext } from './check.js';

export interface CheckResult {
  group: CheckGroup;
  name: string;
  outcome: 'pass' | 'fail' | 'skip';
  /** The note of a pass, the reason of a failure or a skip. */
  detail: string;
  ms: number;
}

/** Every check, in the order they run: the site, the API, the signatures, then (with a key) a purchase. */
export const SMOKE_CHECKS: readonly SmokeCheck[] = [
  ...SITE_CHECKS,
  ...API_CHECKS,
  ...SIGNATURE_CHECKS,
  ...PURCHASE_CHECKS,
];

export const DEFAULT_TIMEOUT_MS = 10_000;

export interface SmokeOptions {
  url: string;
  apiKey?: string;
  /** Each request's limit. */
  timeoutMs?: number;
  checks?: readonly SmokeCheck[];
  runId?: string;
  /** Called as each check ends, so a long run reports as it goes. */
  onResult?: (result: CheckResult) => void;
}

export async function runSmoke(options: SmokeOptions): Promise<CheckResult[]> {
  const context: SmokeContext = {
    http: new SmokeHttp(siteOrigin(options.url), options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    apiKey: options.apiKey,
    runId: options.runId ?? randomBytes(16).toString('hex'),
  };
  const results: CheckResult[] = [];
  for (const check of options.checks ?? SMOKE_CHECKS) {
    const result = await runCheck(check, context);
    results.push(result);
    options.onResult?.(result);
  }
  return results;
}

async function runCheck(check: SmokeCheck, context: SmokeContext): Promise<CheckResult> {
  const { group, name } = check;
  if (check.needsApiKey && !context.apiKey) return { group, name, outcome: 'skip', detail: 'no --api-key', ms: 0 };
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  try {
    const note = await check.run(context);
    return { group, name, outcome: 'pass', detail: note ?? '', ms: ms() };
  } catch (error) {
    // A bug in a check is reported as its failure too, so one broken check never hides the others.
    const detail =
      error instanceof SmokeFailure ? error.message : `${(error as Error).name}: ${(error as Error).message}`;
    return { group, name, outcome: 'fail', detail, ms: ms() };
  }
}

/** One line per check: outcome, what, time, and the note or reason. */
export function formatResult(result: CheckResult): string {
  const time = result.outcome === 'skip' ? '' : ` (${result.ms} ms)`;
  const detail = result.detail ? `: ${result.detail}` : '';
  return `${result.outcome.toUpperCase().padEnd(4)}  ${result.group}: ${result.name}${time}${detail}`;
}

export function summaryLine(results: readonly CheckResult[]): string {
  const count = (outcome: CheckResult['outcome']) => results.filter((result) => result.outcome === outcome).length;
  return `${count('pass')} passed, ${count('fail')} failed`;
}

// A closed-loop load generator: `concurrency` workers repeat one request for `seconds`, timing each with hrtime.

export interface LoadResult {
  requests: number;
  errors: number;
  perSecond: number;
  p50: number;
  p99: number;
}

export function percentile(sortedMs: number[], p: number): number {
  if (sortedMs.length === 0) return Number.NaN;
  return sortedMs[Math.min(sortedMs.length - 1, Math.floor((p / 100) * sortedMs.length))]!;
}

export async function load(
  request: () => Promise<boolean>,
  options: { concurrency: number; seconds: number; warmup?: number },
): Promise<LoadResult> {
  for (let i = 0; i < (options.warmup ?? 50); i += 1) await request();
  const latencies: number[] = [];
  let errors = 0;
  const started = process.hrtime.bigint();
  const deadline = started + BigInt(options.seconds * 1e9);
  const worker = async () => {
    while (process.hrtime.bigint() < deadline) {
      const before = process.hrtime.bigint();
      const ok = await request().catch(() => false);
      latencies.push(Number(process.hrtime.bigint() - before) / 1e6);
      if (!ok) errors += 1;
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const elapsedS = Number(process.hrtime.bigint() - started) / 1e9;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    perSecond: latencies.length / elapsedS,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

/** One measurement as a line of the bench's table. */
export const row = (name: string, r: LoadResult) =>
  `${name.padEnd(28)} ${r.perSecond.toFixed(0).padStart(7)} req/s   p50 ${ms(r.p50).padStart(9)}   p99 ${ms(r.p99).padStart(9)}   (${r.requests} requests, ${r.errors} errors)`;

// Each operation's answers during a load run: how many, how fast, and how each ended. A 429 from the per-key limiter is
// the product working (docs/decisions/030) and is counted apart; a 5xx, a network failure or an answer the operation
// never gives to a well-formed call is an error.

import { percentile } from '../bench/load.js';

export type Outcome = 'ok' | 'limited' | 'error';

interface Operation {
  latencies: number[];
  limited: number;
  errors: number;
  serverErrors: number;
  /** The first few unexpected answers, for the report. */
  samples: string[];
}

const SAMPLES_KEPT = 3;

export class Stats {
  private readonly operations = new Map<string, Operation>();
  private readonly started = Date.now();
  private ended: number | null = null;
  private answered = 0;
  private waiting: { calls: number; resolve: () => void }[] = [];

  private operation(name: string): Operation {
    let operation = this.operations.get(name);
    if (!operation) {
      operation = { latencies: [], limited: 0, errors: 0, serverErrors: 0, samples: [] };
      this.operations.set(name, operation);
    }
    return operation;
  }

  /** Times `call`; `judge` says how its answer ends (a thrown error is an error). */
  async time<T extends { status: number }>(
    name: string,
    call: () => Promise<T>,
    judge: (answer: T) => Outcome = (answer) => (answer.status < 300 ? 'ok' : 'error'),
  ): Promise<T | null> {
    const operation = this.operation(name);
    const before = performance.now();
    let answer: T;
    try {
      answer = await call();
    } catch (error) {
      this.timed(operation, before);
      this.error(operation, `network: ${(error as Error).message}`);
      return null;
    }
    this.timed(operation, before);
    if (answer.status === 429) operation.limited += 1;
    else if (answer.status >= 500) {
      operation.serverErrors += 1;
      this.error(operation, `${answer.status}`);
    } else if (judge(answer) === 'error') this.error(operation, `${answer.status} ${describe(answer)}`);
    return answer;
  }

  /** Resolves once `calls` calls have been answered (or failed): for a step that runs while the load is under way. */
  afterCalls(calls: number): Promise<void> {
    if (this.answered >= calls) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push({ calls, resolve }));
  }

  private timed(operation: Operation, before: number): void {
    operation.latencies.push(performance.now() - before);
    this.answered += 1;
    for (const waiter of this.waiting) if (waiter.calls <= this.answered) waiter.resolve();
    this.waiting = this.waiting.filter((waiter) => waiter.calls > this.answered);
  }

  private error(operation: Operation, sample: string): void {
    operation.errors += 1;
    if (operation.samples.length < SAMPLES_KEPT) operation.samples.push(sample.slice(0, 160));
  }

  stop(): void {
    this.ended ??= Date.now();
  }

  /** From the first call to stop(). */
  get seconds(): number {
    return ((this.ended ?? Date.now()) - this.started) / 1000;
  }

  get serverErrors(): number {
    return [...this.operations.values()].reduce((sum, operation) => sum + operation.serverErrors, 0);
  }

  get errors(): number {
    return [...this.operations.values()].reduce((sum, operation) => sum + operation.errors, 0);
  }

  /** One line per operation: rate over the run, p50/p95/p99 in ms, 429s, errors (5xx among them). */
  table(): string[] {
    const { seconds } = this;
    const header = `${'operation'.padEnd(52)} ${'calls'.padStart(7)} ${'per s'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'429'.padStart(5)} ${'errors (5xx)'.padStart(13)}`;
    const lines = [...this.operations.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, operation]) => {
        const sorted = [...operation.latencies].sort((a, b) => a - b);
        const ms = (p: number) => percentile(sorted, p).toFixed(1).padStart(8);
        return `${name.padEnd(52)} ${String(sorted.length).padStart(7)} ${(sorted.length / seconds).toFixed(1).padStart(7)} ${ms(50)} ${ms(95)} ${ms(99)} ${String(operation.limited).padStart(5)} ${`${operation.errors} (${operation.serverErrors})`.padStart(13)}`;
      });
    const samples = [...this.operations.entries()].flatMap(([name, operation]) =>
      operation.samples.map((sample) => `  ${name}: ${sample}`),
    );
    return [header, ...lines, ...(samples.length ? ['Unexpected answers (first of each operation):', ...samples] : [])];
  }
}

function describe(answer: { status: number }): string {
  const body = (answer as { text?: string }).text;
  return typeof body === 'string' ? body : '';
}

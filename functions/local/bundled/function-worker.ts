// Runs one bundled function in a worker thread of its own, with its own environment and module state, as a Lambda
// container does: invocations are messages, and a worker that dies is replaced at the next one (a new cold start).

import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Context } from 'aws-lambda';
import type { ClockOffset } from '../clock/shifted-date.js';

/** What the worker (worker-entry.ts) is given. */
export interface WorkerSetup {
  readonly name: string;
  /** The bundle's module file, e.g. cdk.out/asset.<hash>/index.mjs. */
  readonly module: string;
  /** Its handler export, e.g. `handler`. */
  readonly exportName: string;
  /** The local clock's offset, shared with the runtime's thread (docs/decisions/049). */
  readonly clock: ClockOffset;
}

/**
 * One invocation, as posted to the worker: the event and the function's time, counted once the bundle is loaded (in
 * Lambda a cold start's init phase is not part of the invocation's timeout).
 */
export interface Invocation {
  readonly id: number;
  readonly event: unknown;
  readonly timeoutMs: number;
}

export type Outcome =
  | { readonly id: number; readonly result: unknown }
  | { readonly id: number; readonly error: { readonly message: string; readonly stack?: string } };

export interface FunctionWorker {
  invoke(event: unknown, context: Context): Promise<unknown>;
  /** Starts the worker, which imports the bundle at once, without invoking it. */
  warm(): void;
  stop(): Promise<void>;
}

/** The entry is TypeScript, and a worker does not inherit tsx's hooks: it imports the entry through tsx's API. */
const LOAD_ENTRY = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(
  pathToFileURL(path.join(import.meta.dirname, 'worker-entry.ts')).href,
)}, ${JSON.stringify(import.meta.url)}))`;

export function functionWorker(setup: WorkerSetup, env: Record<string, string>): FunctionWorker {
  let worker: Worker | null = null;
  let nextId = 0;
  const pending = new Map<number, { resolve(result: unknown): void; reject(error: Error): void }>();

  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
    worker = null;
  };
  const start = (): Worker => {
    const started = new Worker(LOAD_ENTRY, { eval: true, env, workerData: setup });
    started.on('message', (outcome: Outcome) => {
      const waiting = pending.get(outcome.id);
      pending.delete(outcome.id);
      if ('result' in outcome) return waiting?.resolve(outcome.result);
      const error = new Error(outcome.error.message);
      error.stack = outcome.error.stack;
      waiting?.reject(error);
    });
    started.on('error', (error) => {
      if (worker === started) failAll(error);
    });
    started.on('exit', (code) => {
      if (worker === started) failAll(new Error(`The ${setup.name} function's worker exited with code ${code}`));
    });
    return started;
  };

  return {
    warm() {
      worker ??= start();
    },
    invoke(event, context) {
      worker ??= start();
      const id = nextId++;
      const invocation: Invocation = { id, event, timeoutMs: context.getRemainingTimeInMillis() };
      const running = worker;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        running.postMessage(invocation);
      });
    },
    async stop() {
      const running = worker;
      worker = null;
      await running?.terminate();
    },
  };
}

// Inside a bundled function's worker thread: imports the bundle once (its cold start) and answers each invocation.

import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { lambdaContext } from '../apigw-event.js';
import { shiftDate } from '../clock/shifted-date.js';
import type { Invocation, Outcome, WorkerSetup } from './function-worker.js';

type Handler = (event: unknown, context: ReturnType<typeof lambdaContext>) => Promise<unknown>;

const setup = workerData as WorkerSetup;
// Before the bundle loads: its `Date` reads the local clock, as the sources' does in the runtime's thread.
shiftDate(setup.clock);
const loaded = import(pathToFileURL(setup.module).href).then((module: Record<string, unknown>) => {
  const handler = module[setup.exportName];
  if (typeof handler !== 'function') throw new Error(`${setup.module} exports no function ${setup.exportName}`);
  return handler as Handler;
});

parentPort?.on('message', (invocation: Invocation) => {
  const reply = (outcome: Outcome) => parentPort?.postMessage(outcome);
  loaded
    .then((handler) => handler(invocation.event, lambdaContext(setup.name, invocation.timeoutMs)))
    .then(
      (result) => reply({ id: invocation.id, result }),
      (error: unknown) => {
        const { message, stack } = error instanceof Error ? error : new Error(String(error));
        reply({ id: invocation.id, error: { message, stack } });
      },
    );
});

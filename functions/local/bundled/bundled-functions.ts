// `HANDLERS=bundled`: the bundles CDK synthesized into cdk.out, each in a worker with the environment its template
// gives it, reached by the template's routes (the HTTP API's and the WebSocket API's), event rules and schedules;
// refused when those disagree with shared/.

import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Context } from 'aws-lambda';
import type { ConsumerName } from '../../../shared/events.js';
import type { Area } from '../../../shared/routes.js';
import type { ScheduleName } from '../../../shared/schedules.js';
import { PUSH_FUNCTION } from '../../../shared/schemas/push.js';
import type { AreaHandler, ConsumerHandler, JobHandler, LocalFunctions, PushHandler } from '../local-functions.js';
import type { ClockOffset } from '../clock/shifted-date.js';
import { MissingAssemblyError, readAppTemplate } from './cloud-assembly.js';
import { localEnvironment } from './function-environment.js';
import { functionWorker, type FunctionWorker } from './function-worker.js';
import { templateWiring, type TemplateFunction } from './template-wiring.js';
import { wiringDifferences } from './wiring-differences.js';

/** The template and the shared tables disagree: the message names each difference. */
export class TemplateMismatchError extends Error {}

const GREEDY = '/{proxy+}';

/** The bundle's module: `index.handler` is the export `handler` of index.mjs (or .js, .cjs) in the asset folder. */
function bundleModule(assemblyDir: string, fn: TemplateFunction): { module: string; exportName: string } {
  const dot = fn.handler.lastIndexOf('.');
  const base = path.join(assemblyDir, fn.asset, fn.handler.slice(0, dot));
  const module = ['.mjs', '.js', '.cjs'].map((extension) => base + extension).find((file) => existsSync(file));
  if (!module) throw new MissingAssemblyError(`${fn.constructPath}: no bundle ${base}.mjs: run npm run synth again`);
  return { module, exportName: fn.handler.slice(dot + 1) };
}

/** `clock`: the local clock's offset, which each worker's `Date` follows (docs/decisions/049). */
export function bundledFunctions(assemblyDir: string, local: NodeJS.ProcessEnv, clock: ClockOffset): LocalFunctions {
  const { template, file } = readAppTemplate(assemblyDir);
  const wiring = templateWiring(template);
  const differences = wiringDifferences(wiring);
  if (differences.length > 0) {
    throw new TemplateMismatchError(
      `${path.relative(process.cwd(), file)} and shared/ (routes, events, schedules) disagree:\n` +
        `${differences.map((line) => `  ${line}`).join('\n')}\n` +
        'Run npm run synth after changing shared/, or change shared/ back.',
    );
  }
  // Each function's environment and bundle are checked now, so a missing one refuses the start, not a request.
  const workers = new Map<string, FunctionWorker>();
  for (const fn of wiring.functions.values()) {
    workers.set(
      fn.name,
      functionWorker(
        { name: fn.name, ...bundleModule(assemblyDir, fn), clock },
        localEnvironment(fn.name, fn.environment, local),
      ),
    );
  }
  // The wiring agrees with shared/, so every area, consumer and job name, and the push function, has its worker.
  const invoke = (name: string) => {
    const worker = workers.get(name)!;
    return (event: unknown, context: Context) => worker.invoke(event, context);
  };

  // API Gateway picks an exact route over a greedy one, and the longest greedy prefix among those that match.
  const routes = [...wiring.routes]
    .map(([routeKey, area]) => {
      const routePath = routeKey.slice(routeKey.indexOf(' ') + 1);
      const greedy = routePath.endsWith(GREEDY);
      return {
        routeKey,
        area: area as Area,
        path: greedy ? `${routePath.slice(0, -GREEDY.length)}/` : routePath,
        greedy,
      };
    })
    .sort((a, b) => Number(a.greedy) - Number(b.greedy) || b.path.length - a.path.length);

  return {
    origin:
      `the bundles of ${path.relative(process.cwd(), assemblyDir) || '.'} (${workers.size} functions, each in a ` +
      `worker with its template's environment), with the routes, rules and schedules of ${path.basename(file)}`,
    route(pathname) {
      const found = routes.find((route) => (route.greedy ? pathname.startsWith(route.path) : pathname === route.path));
      return found ? { area: found.area, routeKey: found.routeKey } : null;
    },
    area: async (name) => invoke(name) as AreaHandler,
    consumersOf: (detailType) =>
      wiring.consumers.filter((consumer) => consumer.detailType === detailType).map((c) => c.function as ConsumerName),
    consumer: async (name) => invoke(name) as ConsumerHandler,
    warm: async (name) => workers.get(name)!.warm(),
    schedules: [...wiring.schedules].map(([name, expression]) => ({
      name: name as ScheduleName,
      everyMinutes: Number(/\d+/.exec(expression)?.[0]),
    })),
    job: async (name) => invoke(name) as JobHandler,
    push: async () => invoke(PUSH_FUNCTION) as PushHandler,
    stop: async () => {
      await Promise.all([...workers.values()].map((worker) => worker.stop()));
    },
  };
}

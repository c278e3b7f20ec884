// The esbuild options and handler files of every function (API areas, event consumers, scheduled jobs), shared by CDK's
// NodejsFunction and the bundle-size benchmark.

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { BuildOptions } from 'esbuild';
import { CONSUMER_NAMES, type ConsumerName } from '../shared/events.js';
import { AREA_NAMES, type Area } from '../shared/routes.js';
import { SCHEDULE_NAMES, type ScheduleName } from '../shared/schedules.js';
import { PUSH_FUNCTION } from '../shared/schemas/push.js';
import { kebabCase } from './naming.js';

/** The repository root: the folder that holds package-lock.json and functions/. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Our sources are ESM, so the bundles are ESM too (`index.mjs` in Lambda). A CommonJS dependency
 * bundled into ESM that calls `require('crypto')` needs a real `require`; this banner provides it.
 */
const REQUIRE_SHIM = "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

/** The options themselves, in esbuild's own words. */
export const BUNDLE = {
  platform: 'node',
  format: 'esm',
  /** Lambda runs Node.js 22; node20 keeps the same bundle runnable on the Node 20 laptops. */
  target: 'node20',
  minify: true,
  sourcemap: true,
  /** The Lambda runtime provides the AWS SDK v3. */
  external: ['@aws-sdk/*'],
  /** Prefer packages' ESM builds. */
  mainFields: ['module', 'main'],
  banner: REQUIRE_SHIM,
} as const;

/** The handler file of an area: `functions/http/<kebab-case area>/index.ts`, exporting `handler`. */
export function areaEntry(area: Area, root: string = REPO_ROOT): string {
  return path.join(root, 'functions', 'http', kebabCase(area), 'index.ts');
}

/** The handler file of an event consumer: `functions/events/<kebab-case name>.ts`, exporting `handler`. */
export function consumerEntry(name: ConsumerName, root: string = REPO_ROOT): string {
  return path.join(root, 'functions', 'events', `${kebabCase(name)}.ts`);
}

/** The handler file of a scheduled job: `functions/events/<kebab-case name>.ts`, exporting `handler`. */
export function scheduleEntry(name: ScheduleName, root: string = REPO_ROOT): string {
  return path.join(root, 'functions', 'events', `${kebabCase(name)}.ts`);
}

/** The WebSocket API's handler file (docs/decisions/041): `functions/http/push/index.ts`, exporting `handler`. */
export function pushSocketEntry(root: string = REPO_ROOT): string {
  return path.join(root, 'functions', 'http', PUSH_FUNCTION, 'index.ts');
}

export interface FunctionEntry {
  readonly kind: 'area' | 'consumer' | 'job' | 'socket';
  /** The area, consumer or job name, as in shared/routes.ts, shared/events.ts or shared/schedules.ts; `push`. */
  readonly name: Area | ConsumerName | ScheduleName | typeof PUSH_FUNCTION;
  readonly entry: string;
}

/**
 * Every Lambda function's handler file: one per API area, one per event consumer, one per scheduled job, and the
 * WebSocket API's.
 */
export function functionEntries(root: string = REPO_ROOT): FunctionEntry[] {
  return [
    ...AREA_NAMES.map((name) => ({ kind: 'area' as const, name, entry: areaEntry(name, root) })),
    ...CONSUMER_NAMES.map((name) => ({ kind: 'consumer' as const, name, entry: consumerEntry(name, root) })),
    ...SCHEDULE_NAMES.map((name) => ({ kind: 'job' as const, name, entry: scheduleEntry(name, root) })),
    { kind: 'socket' as const, name: PUSH_FUNCTION, entry: pushSocketEntry(root) },
  ];
}

/** esbuild's `build()` options for one handler file, without an output: add `outdir`/`outfile` or `write: false`. */
export function esbuildOptions(entry: string): BuildOptions {
  const { external, mainFields, banner, ...flags } = BUNDLE;
  return {
    entryPoints: [entry],
    bundle: true,
    ...flags,
    external: [...external],
    mainFields: [...mainFields],
    banner: { js: banner },
  };
}

/** The same options for CDK's NodejsFunction (which adds `--bundle` and `--platform=node` itself). */
export function nodejsBundling(): BundlingOptions {
  return {
    format: OutputFormat.ESM,
    target: BUNDLE.target,
    minify: BUNDLE.minify,
    sourceMap: BUNDLE.sourcemap,
    externalModules: [...BUNDLE.external],
    mainFields: [...BUNDLE.mainFields],
    banner: BUNDLE.banner,
  };
}

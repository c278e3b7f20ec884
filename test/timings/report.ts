// The timings report: each stage's seconds, the test counts and the 15 slowest files of vitest and of Playwright,
// printed and kept in test-results/timings.json; `--compare <an earlier timings.json>` prints that run's figures beside
// these. Run by .ci/run and by `npm run test:timings` (run.ts) at their end.

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  TIMINGS,
  readPlaywright,
  readStages,
  readVitest,
  type FileTime,
  type SuiteTimes,
  type Timings,
} from './results.js';

const SLOWEST = 15;

export function collectTimings(): Timings {
  const stages = readStages();
  return {
    seconds: Math.max(0, ...stages.map((stage) => stage.start + stage.seconds)),
    stages,
    vitest: readVitest(),
    playwright: readPlaywright(),
  };
}

const figure = (seconds: number | undefined) => (seconds === undefined ? '' : seconds.toFixed(1)).padStart(9);

function table(title: string, rows: { name: string; now: number; before?: number }[], compared: boolean): string[] {
  const width = Math.max(title.length, ...rows.map((row) => row.name.length)) + 2;
  return [
    `${title.padEnd(width)}${'seconds'.padStart(9)}${compared ? 'before'.padStart(9) : ''}`,
    ...rows.map((row) => `${`  ${row.name}`.padEnd(width)}${figure(row.now)}${compared ? figure(row.before) : ''}`),
  ];
}

function counts(name: string, now: SuiteTimes | null, before: SuiteTimes | null | undefined): string {
  if (!now) return `${name}: not run`;
  const then = before ? ` (before: ${before.passed} passed, ${before.failed} failed)` : '';
  return `${name}: ${now.passed} passed, ${now.failed} failed, in ${now.files.length} files${then}`;
}

function slowest(title: string, now: SuiteTimes | null, before: SuiteTimes | null | undefined): string[] {
  if (!now) return [];
  const earlier = new Map((before?.files ?? []).map((file: FileTime) => [file.file, file.seconds]));
  const rows = [...now.files]
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, SLOWEST)
    .map((file) => ({ name: file.file, now: file.seconds, before: earlier.get(file.file) }));
  return ['', ...table(title, rows, before !== undefined)];
}

export function formatTimings(now: Timings, before?: Timings): string {
  const earlierStage = new Map((before?.stages ?? []).map((stage) => [stage.stage, stage.seconds]));
  const stageRows = [
    ...now.stages.map((stage) => ({ name: stage.stage, now: stage.seconds, before: earlierStage.get(stage.stage) })),
    { name: 'the whole run', now: now.seconds, before: before?.seconds },
  ];
  return [
    ...table('Stages', stageRows, before !== undefined),
    '',
    counts('vitest', now.vitest, before && before.vitest),
    counts('Playwright', now.playwright, before && before.playwright),
    ...slowest(`The ${SLOWEST} slowest vitest files`, now.vitest, before && before.vitest),
    ...slowest(`The ${SLOWEST} slowest Playwright files`, now.playwright, before && before.playwright),
  ].join('\n');
}

function main(): void {
  const { values } = parseArgs({ options: { compare: { type: 'string' } } });
  const before =
    values.compare && existsSync(values.compare)
      ? (JSON.parse(readFileSync(values.compare, 'utf8')) as Timings)
      : undefined;
  const now = collectTimings();
  writeFileSync(TIMINGS, `${JSON.stringify(now, null, 1)}\n`);
  console.log(formatTimings(now, before));
  console.log(`\nKept in ${TIMINGS}${before ? `, compared with ${values.compare}` : ''}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) main();

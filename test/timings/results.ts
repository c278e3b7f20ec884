// Where a test run leaves its timings, and their shapes: the stages a run went through (written by .ci/run and by
// run.ts), each vitest file's time (vitest-file-times.ts), each Playwright file's (its JSON reporter), and the report
// that joins them (report.ts).

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const RESULTS_DIR = path.join(ROOT, 'test-results');
/** One line per stage, in the order the stages ended: `{"stage":"npm ci","start":0.4,"seconds":36.2}` (start: since the run's). */
export const STAGES = path.join(RESULTS_DIR, 'stages.jsonl');
export const VITEST_FILES = path.join(RESULTS_DIR, 'vitest-files.json');
export const PLAYWRIGHT_JSON = path.join(RESULTS_DIR, 'playwright.json');
/** The joined report, which a later run compares itself against (`--compare`). */
export const TIMINGS = path.join(RESULTS_DIR, 'timings.json');

export interface FileTime {
  readonly file: string;
  readonly project: string;
  readonly seconds: number;
  readonly passed: number;
  readonly failed: number;
}

export interface SuiteTimes {
  readonly passed: number;
  readonly failed: number;
  readonly files: readonly FileTime[];
}

export interface StageTime {
  readonly stage: string;
  /** When it started, in seconds since the run started. */
  readonly start: number;
  readonly seconds: number;
}

export interface Timings {
  /** From the first stage's start to the last one's end: stages that overlap count once. */
  readonly seconds: number;
  readonly stages: readonly StageTime[];
  readonly vitest: SuiteTimes | null;
  readonly playwright: SuiteTimes | null;
}

export function readStages(file = STAGES): StageTime[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as StageTime);
}

export function readVitest(file = VITEST_FILES): SuiteTimes | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as SuiteTimes) : null;
}

interface PlaywrightSuite {
  file: string;
  specs?: { tests: { results: { duration: number; status: string }[] }[] }[];
  suites?: PlaywrightSuite[];
}

/** Playwright's JSON report, per file: the sum of its tests' durations (their last try each) and their outcomes. */
export function readPlaywright(file = PLAYWRIGHT_JSON): SuiteTimes | null {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8')) as { suites: PlaywrightSuite[] };
  const byFile = new Map<string, { ms: number; passed: number; failed: number }>();
  const visit = (suite: PlaywrightSuite) => {
    const entry = byFile.get(suite.file) ?? { ms: 0, passed: 0, failed: 0 };
    for (const result of (suite.specs ?? []).flatMap((spec) => spec.tests.map((test) => test.results.at(-1)))) {
      if (!result) continue;
      entry.ms += result.duration;
      if (result.status === 'passed') entry.passed += 1;
      else if (result.status !== 'skipped') entry.failed += 1;
    }
    byFile.set(suite.file, entry);
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites) visit(suite);
  const files = [...byFile].map(([name, { ms, passed, failed }]) => ({
    file: path.join('test/e2e', name),
    project: 'e2e',
    seconds: ms / 1000,
    passed,
    failed,
  }));
  return {
    passed: files.reduce((sum, file) => sum + file.passed, 0),
    failed: files.reduce((sum, file) => sum + file.failed, 0),
    files,
  };
}

// A vitest reporter that keeps each test file's wall time (harness, import, hooks and tests), its project and its
// tests' outcomes in test-results/vitest-files.json, for the timings report (report.ts).

import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { RESULTS_DIR, VITEST_FILES, type FileTime, type SuiteTimes } from './results.js';

export default class VitestFileTimes implements Reporter {
  onTestRunEnd(modules: readonly TestModule[]): void {
    const files: FileTime[] = modules.map((module) => {
      const diagnostic = module.diagnostic();
      const states = [...module.children.allTests()].map((test) => test.result().state);
      return {
        file: path.relative(process.cwd(), module.moduleId),
        project: module.project.name,
        seconds:
          (diagnostic.prepareDuration + diagnostic.collectDuration + diagnostic.setupDuration + diagnostic.duration) /
          1000,
        passed: states.filter((state) => state === 'passed').length,
        failed: states.filter((state) => state === 'failed').length,
      };
    });
    const times: SuiteTimes = {
      passed: files.reduce((sum, file) => sum + file.passed, 0),
      failed: files.reduce((sum, file) => sum + file.failed, 0),
      files,
    };
    mkdirSync(RESULTS_DIR, { recursive: true });
    writeFileSync(VITEST_FILES, `${JSON.stringify(times, null, 1)}\n`);
  }
}

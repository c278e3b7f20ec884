// `npm run ops -- <args>` against a test's own stack: what the command printed and its exit code.

import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const ROOT = path.resolve(import.meta.dirname, '../..');

export async function runOps(dataDir: string, ...args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'functions/local/ops.ts', ...args],
      { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

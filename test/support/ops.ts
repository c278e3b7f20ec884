// Operator commands in tests: `npm run ops -- <args>` as a process of its own, against a local stack's data folder.

import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import { opsProcess } from './ops-process.js';

export interface OpsRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the command against the suite's stack (or the one whose data is in `dataDir`); a failing one resolves too. */
export async function runOps(args: string[], dataDir: string = inject('dataDir')): Promise<OpsRun> {
  const { file, args: argv, options } = opsProcess(args, dataDir);
  try {
    const { stdout, stderr } = await promisify(execFile)(file, argv, options);
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as OpsRun;
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

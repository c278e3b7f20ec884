// The one way the tests start an operator command: `npm run ops -- <args>` as a process of its own, against the data
// folder of a local stack. The integration tests run it asynchronously (test/support/ops.ts), the browser suite
// synchronously (test/e2e/support.ts).

import path from 'node:path';

export interface OpsProcess {
  file: string;
  args: string[];
  options: { cwd: string; env: NodeJS.ProcessEnv };
}

export function opsProcess(args: string[], dataDir: string | undefined): OpsProcess {
  return {
    file: process.execPath,
    args: ['--import', 'tsx', 'functions/local/ops.ts', ...args],
    options: {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, DATA_DIR: dataDir, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    },
  };
}

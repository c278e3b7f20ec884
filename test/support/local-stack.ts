// Starts the real local runtime (`npm start`'s entry) as a child process on free ports with a fresh data folder.

import { rememberMailbox } from './mailboxes.js';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MIN_PASSWORD_COST_LOG2N } from '../../functions/domain/auth/password.js';

export interface LocalStack {
  siteUrl: string;
  mailboxUrl: string;
  dataDir: string;
  /** What the runtime printed on start, up to 'Press Ctrl-C to stop.' (the URLs it points a developer to). */
  startOutput: string;
  /** Everything the runtime printed so far, stdout and stderr (log lines, and EMF lines when metrics are on). */
  output(): string;
  stop(): Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The password cost of the test stacks (functions/config.ts PASSWORD_HASH_LOG2N). */
export const TEST_PASSWORD_COST_LOG2N = MIN_PASSWORD_COST_LOG2N;

/**
 * Starts the runtime; again, up to twice, when a free port it chose was taken by another process before it listened
 * (EADDRINUSE: ports in the ephemeral range are also handed out to outgoing connections while stacks start side by side).
 */
export async function startLocalStack(env: Record<string, string> = {}): Promise<LocalStack> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(env);
    } catch (error) {
      if (attempt < 3 && error instanceof Error && error.message.includes('EADDRINUSE')) continue;
      throw error;
    }
  }
}

async function startOnce(env: Record<string, string>): Promise<LocalStack> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'uk-sms-test-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'functions/local/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      SES_PORT: '0',
      DATA_DIR: dataDir,
      WEB_MODE: 'none',
      LOG_LEVEL: 'ERROR',
      DYNAMODB_IN_MEMORY: 'true',
      // Every test request comes from 127.0.0.1, so the per-address allowances are raised; the throttling tests start
      // a stack of their own with ADDRESS_LIMIT_SCALE '1' (docs/decisions/010).
      ADDRESS_LIMIT_SCALE: '1000',
      // Hashing passwords at OWASP's cost was most of the suites' CPU: their stacks hash at the cheapest cost the
      // bounds admit (docs/decisions/049); every deployed stage, and `npm start`, at OWASP's.
      PASSWORD_HASH_LOG2N: String(TEST_PASSWORD_COST_LOG2N),
      // In AWS parallel requests run in separate containers; here they share one process, where a burst of password
      // hashes (scrypt at N=2^17, about 0.5 s of CPU each) queues behind each other, so the deadline is raised.
      FUNCTION_TIMEOUT_S: '60',
      // Many files count the stock exactly: the provisioning job buys nothing unless a file turns supply on by giving
      // the simulator's account (test/support/supply.ts; docs/decisions/061).
      TWILIO_ACCOUNT_SID: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const started = new Promise<{ siteUrl: string; mailboxUrl: string; startOutput: string }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Local stack did not start in 90 s:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const site = /Site:\s+(\S+)/.exec(output);
      const mailbox = /Mailbox:\s+(\S+)/.exec(output);
      if (site?.[1] && mailbox?.[1] && output.includes('Press Ctrl-C to stop.')) {
        clearTimeout(timer);
        resolve({ siteUrl: site[1], mailboxUrl: mailbox[1], startOutput: output });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Local stack exited with code ${code}:\n${output}`));
    });
  });
  const urls = await started.catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  rememberMailbox(urls.siteUrl, urls.mailboxUrl);
  return {
    ...urls,
    dataDir,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        await new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        });
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

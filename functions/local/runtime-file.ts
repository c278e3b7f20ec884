// The running local stack's addresses, written to the data folder so `npm run ops` can find it.

import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface RuntimeInfo {
  pid: number;
  siteUrl: string;
  /** PUBLIC_URL: what the SMS supplier signs its webhooks against (`ops sms:send`). */
  publicUrl: string;
  mailboxUrl: string;
  dynamodbEndpoint: string;
  /** The local event bus, which also redelivers dead letters (`ops dlq:redrive`). */
  eventBusEndpoint: string;
  tableName: string;
  region: string;
}

const fileIn = (dataDir: string) => path.join(dataDir, 'runtime.json');

export function writeRuntimeInfo(dataDir: string, info: RuntimeInfo): void {
  writeFileSync(fileIn(dataDir), JSON.stringify(info, null, 2));
}

export function readRuntimeInfo(dataDir: string): RuntimeInfo | null {
  const file = fileIn(dataDir);
  if (!existsSync(file)) return null;
  const info = JSON.parse(readFileSync(file, 'utf8')) as RuntimeInfo;
  try {
    process.kill(info.pid, 0);
    return info;
  } catch {
    return null;
  }
}

export function removeRuntimeInfo(dataDir: string): void {
  rmSync(fileIn(dataDir), { force: true });
}

// The local key that seals two-factor secrets (docs/decisions/042): TWO_FACTOR_LOCAL_KEY when set, else the one in the
// data folder, generated there at first start (owner-only file); it is the laptop's own and never committed.

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { newLocalSealingKey } from '../adapters/sealing/local-sealer.js';

const KEY_FILE = 'two-factor.key';

/** The data folder's key, made when missing. */
export function localSealingKey(folder: string): string {
  const file = path.join(folder, KEY_FILE);
  if (!existsSync(file)) writeFileSync(file, `${newLocalSealingKey()}\n`, { mode: 0o600, flag: 'wx' });
  return readFileSync(file, 'utf8').trim();
}

/** Sets TWO_FACTOR_LOCAL_KEY for the local runtime and the operator commands unless it is set already. */
export function useLocalSealingKey(env: NodeJS.ProcessEnv, folder: string): void {
  env.TWO_FACTOR_LOCAL_KEY ??= localSealingKey(folder);
}

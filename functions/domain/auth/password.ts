// Password hashing with scrypt (node:crypto) at OWASP's cost: salted, parameters stored with the hash, compared in
// constant time; parameters read back from a stored hash are bounded, and older hashes are upgraded (docs/decisions/010).
// The test stacks hash at the lowest cost the bounds admit (docs/decisions/049); every deployed stage at OWASP's.

import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** OWASP's scrypt recommendation: N=2^17, r=8, p=1 (128 MiB and about 0.3-0.5 s per hash). */
export const PASSWORD_COST_LOG2N = 17;
/** The cheapest cost a hasher may be made with: the cost of the hashes made before the upgrade (docs/decisions/010). */
export const MIN_PASSWORD_COST_LOG2N = 14;
const SALT_BYTES = 16;
const KEY_BYTES = 64;

/** scrypt's working memory, which node refuses beyond `maxmem` (default 32 MiB). */
const memoryBytes = ({ N, r, p }: ScryptParams) => 128 * N * r * p;
const MAXMEM_MARGIN = 1024 * 1024;

/**
 * What a stored hash may ask for: anything else is refused without computing, so a tampered or corrupt hash cannot
 * make a login cost seconds or gigabytes. The lower bound admits the hashes made before the upgrade (N=2^14).
 */
const BOUNDS = {
  minLog2N: 14,
  maxLog2N: 18,
  maxR: 16,
  maxP: 4,
  maxMemory: 2 * memoryBytes({ N: 2 ** PASSWORD_COST_LOG2N, r: 8, p: 1 }),
  saltBytes: [16, 64],
  keyBytes: [32, 128],
} as const;

const SCHEME = 'scrypt';

function derive(password: string, salt: Buffer, params: ScryptParams, keyLength: number): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: memoryBytes(params) + MAXMEM_MARGIN };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

const within = (value: number, [min, max]: readonly [number, number]) => value >= min && value <= max;
const isInteger = (text: string | undefined) => text !== undefined && /^[1-9]\d{0,9}$/.test(text);

/** The stored hash's parts, or null when it is malformed or asks for more than BOUNDS allow. */
function parseHash(stored: string): { params: ScryptParams; salt: Buffer; key: Buffer } | null {
  const [scheme, n, r, p, salt, key, ...rest] = stored.split('$');
  if (scheme !== SCHEME || rest.length > 0 || !isInteger(n) || !isInteger(r) || !isInteger(p)) return null;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const log2N = Math.log2(params.N);
  if (!Number.isInteger(log2N) || log2N < BOUNDS.minLog2N || log2N > BOUNDS.maxLog2N) return null;
  if (params.r > BOUNDS.maxR || params.p > BOUNDS.maxP || memoryBytes(params) > BOUNDS.maxMemory) return null;
  const saltBytes = Buffer.from(salt ?? '', 'base64');
  const keyBytes = Buffer.from(key ?? '', 'base64');
  if (!within(saltBytes.length, BOUNDS.saltBytes) || !within(keyBytes.length, BOUNDS.keyBytes)) return null;
  return { params, salt: saltBytes, key: keyBytes };
}

function format(params: ScryptParams, salt: Buffer, key: Buffer): string {
  return [SCHEME, params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Hashes and checks passwords at one cost: today's unless a test stack asks for less (docs/decisions/049). */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** True when the password matches; a malformed or out-of-bounds stored hash matches nothing. */
  verify(password: string, stored: string): Promise<boolean>;
  /** True when the hash was made with other parameters than this hasher's: the next successful login replaces it. */
  needsRehash(stored: string): boolean;
  /** A hash of nothing anyone knows, at this cost, checked for unknown emails so both paths take the same time. */
  readonly decoy: string;
}

export function createPasswordHasher(log2N = PASSWORD_COST_LOG2N): PasswordHasher {
  if (!Number.isInteger(log2N) || log2N < MIN_PASSWORD_COST_LOG2N || log2N > PASSWORD_COST_LOG2N) {
    throw new RangeError(`The password cost must be 2^${MIN_PASSWORD_COST_LOG2N} to 2^${PASSWORD_COST_LOG2N}`);
  }
  const current: ScryptParams = { N: 2 ** log2N, r: 8, p: 1 };
  return {
    async hash(password) {
      const salt = randomBytes(SALT_BYTES);
      return format(current, salt, await derive(password, salt, current, KEY_BYTES));
    },
    async verify(password, stored) {
      const parsed = parseHash(stored);
      if (!parsed) return false;
      const actual = await derive(password, parsed.salt, parsed.params, parsed.key.length);
      return timingSafeEqual(actual, parsed.key);
    },
    needsRehash(stored) {
      const parsed = parseHash(stored);
      return (
        !parsed ||
        parsed.params.N !== current.N ||
        parsed.params.r !== current.r ||
        parsed.params.p !== current.p ||
        parsed.key.length !== KEY_BYTES
      );
    },
    decoy: format(current, Buffer.alloc(SALT_BYTES), Buffer.alloc(KEY_BYTES)),
  };
}

// Sealing on a laptop (docs/decisions/042): AES-256-GCM under the local runtime's own key (TWO_FACTOR_LOCAL_KEY,
// generated into the data folder at first start and never committed), the context bound as additional data.

import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { SecretSealer } from '../../domain/auth/ports.js';

const PREFIX = 'local:v1:';
const KEY_BYTES = 32;
const IV_BYTES = 12;

/** `key` is the base64 of 32 random bytes. */
export function createLocalSealer(key: string): SecretSealer {
  const keyBytes = Buffer.from(key, 'base64');
  if (keyBytes.length !== KEY_BYTES) throw new Error(`TWO_FACTOR_LOCAL_KEY must be ${KEY_BYTES} bytes in base64`);
  return {
    async seal(plaintext, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', keyBytes, iv).setAAD(Buffer.from(context));
      const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return `${PREFIX}${[iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64')).join('.')}`;
    },
    async open(sealed, context) {
      if (!sealed.startsWith(PREFIX)) throw new Error('Not sealed with the local key');
      const [iv, tag, body] = sealed
        .slice(PREFIX.length)
        .split('.')
        .map((part) => Buffer.from(part, 'base64'));
      if (!iv || !tag || !body) throw new Error('A sealed secret is malformed');
      const decipher = createDecipheriv('aes-256-gcm', keyBytes, iv).setAAD(Buffer.from(context)).setAuthTag(tag);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    },
  };
}

/** A new local key, for the local runtime's first start. */
export function newLocalSealingKey(): string {
  return randomBytes(KEY_BYTES).toString('base64');
}

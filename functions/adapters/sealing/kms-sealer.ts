// Sealing in AWS (docs/decisions/042): KMS Encrypt and Decrypt under the stack's two-factor key, the user's id as the
// encryption context, so a sealed secret opens only for its user and every use is in CloudTrail.

import { DecryptCommand, EncryptCommand, KMSClient } from '@aws-sdk/client-kms';
import type { SecretSealer } from '../../domain/auth/ports.js';
import { tracer } from '../tracer.js';

const PREFIX = 'kms:v1:';
const contextOf = (context: string) => ({ purpose: 'two-factor', user: context });

export function createKmsSealer(keyId: string, region: string): SecretSealer {
  const kms = tracer.captureAWSv3Client(new KMSClient({ region }));
  return {
    async seal(plaintext, context) {
      const { CiphertextBlob } = await kms.send(
        new EncryptCommand({
          KeyId: keyId,
          Plaintext: Buffer.from(plaintext, 'utf8'),
          EncryptionContext: contextOf(context),
        }),
      );
      if (!CiphertextBlob) throw new Error('KMS answered no ciphertext');
      return `${PREFIX}${Buffer.from(CiphertextBlob).toString('base64')}`;
    },
    async open(sealed, context) {
      if (!sealed.startsWith(PREFIX)) throw new Error('Not sealed with KMS');
      const { Plaintext } = await kms.send(
        new DecryptCommand({
          KeyId: keyId,
          CiphertextBlob: Buffer.from(sealed.slice(PREFIX.length), 'base64'),
          EncryptionContext: contextOf(context),
        }),
      );
      if (!Plaintext) throw new Error('KMS answered no plaintext');
      return Buffer.from(Plaintext).toString('utf8');
    },
  };
}

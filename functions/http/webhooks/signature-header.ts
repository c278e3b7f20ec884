// The signature header every webhook must carry: missing is 400, wrong is 403 (docs/decisions/014 "Webhook signatures").

import { AppError } from '../../domain/errors.js';
import type { ApiRequest } from '../core/request.js';

export const SIGNATURE_INVALID = 'The notification signature is not valid';

export function requireSignature(request: ApiRequest, header: string): string {
  const signature = request.headers[header];
  if (!signature) throw new AppError('validation', 'The notification is not signed', { [header]: 'Required' });
  return signature;
}

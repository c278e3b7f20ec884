// A payment notification the webhook refuses (unsigned, a bad signature, another merchant or mode, unreadable) is
// counted as IpnsRefused: a run of them is a provider misconfigured or someone forging notifications.

import { AppError } from '../../domain/errors.js';
import type { Operation } from '../core/area-handler.js';

export function countingRefusals(operation: Operation): Operation {
  return async (request, deps) => {
    try {
      return await operation(request, deps);
    } catch (error) {
      if (error instanceof AppError && (error.kind === 'validation' || error.kind === 'forbidden')) {
        deps.metrics.ipnRefused();
      }
      throw error;
    }
  };
}

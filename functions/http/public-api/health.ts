// GET /api/v1/health: the stage answers and its table answers one read, or 503 (docs/decisions/032).

import { logger } from '../../adapters/logger.js';
import { AppError } from '../../domain/errors.js';
import type { Operation } from '../core/area-handler.js';

export const TABLE_UNREACHABLE = 'The table did not answer';

export const getHealth: Operation = async (_request, deps) => {
  try {
    await deps.tableProbe();
  } catch (error) {
    // The operator needs the reason (missing table, a denied read, a throttle); the caller only the 503.
    logger.error('Health check: the table read failed', { error: error as Error });
    throw new AppError('unavailable', TABLE_UNREACHABLE);
  }
  return { body: { stage: deps.stage, time: deps.clock.now().toISOString() } };
};

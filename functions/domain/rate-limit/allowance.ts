// Fixed-window allowances: at most `max` counted events per key per window, reserved atomically before the work.

import { AppError } from '../errors.js';
import type { Clock } from '../ports.js';
import type { WindowCounterRepository, WindowSlot } from './ports.js';

export interface Allowance {
  max: number;
  windowS: number;
}

export function currentWindow(key: string, allowance: Allowance, now: Date): WindowSlot {
  const windowMs = allowance.windowS * 1000;
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  return { key, windowStart: new Date(start), windowEnd: new Date(start + windowMs) };
}

/**
 * Counts one event against `key`, or throws 'tooManyRequests' with `message` and the seconds left in the window when
 * `max` are counted already. The check and the count are one conditional write, so parallel callers cannot overshoot.
 */
export async function takeAllowance(
  deps: { clock: Clock; counters: WindowCounterRepository },
  key: string,
  allowance: Allowance,
  message: (retryAfterS: number) => string,
): Promise<WindowSlot> {
  const now = deps.clock.now();
  const slot = currentWindow(key, allowance, now);
  if (await deps.counters.take(slot, allowance.max)) return slot;
  const retryAfterS = Math.max(1, Math.ceil((slot.windowEnd.getTime() - now.getTime()) / 1000));
  throw new AppError('tooManyRequests', message(retryAfterS), undefined, retryAfterS);
}

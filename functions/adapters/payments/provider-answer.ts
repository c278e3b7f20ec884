// A call to a payment provider and its answer checked with zod: whatever goes wrong is logged as an error and becomes
// the one message the buyer sees, so nothing is stored as if the provider had answered.

import type * as z from 'zod';
import { MESSAGES } from '../../../shared/messages.js';
import { AppError } from '../../domain/errors.js';
import { logger } from '../logger.js';

/** Logs why the payment could not be created and returns the error to throw. */
export function providerFailure(provider: string, why: string, details: Record<string, unknown> = {}): AppError {
  logger.error(`${provider}: ${why}`, details);
  return new AppError('providerUnavailable', MESSAGES.paymentCreateFailed);
}

/** Posts to the provider and reads its JSON answer; a network failure, a time-out or a body that is not JSON throws. */
export async function postToProvider(
  provider: string,
  url: string,
  init: { headers: Record<string, string>; body: string },
): Promise<{ status: number; body: unknown }> {
  let status: number;
  let text: string;
  try {
    const response = await fetch(url, { method: 'POST', ...init, signal: AbortSignal.timeout(8_000) });
    status = response.status;
    text = await response.text();
  } catch (error) {
    throw providerFailure(provider, 'could not be reached', { error: error as Error });
  }
  try {
    return { status, body: JSON.parse(text) as unknown };
  } catch {
    throw providerFailure(provider, 'answered something that is not JSON', { status, answer: text.slice(0, 500) });
  }
}

/** The answer in the shape `schema` expects, or a logged failure naming what was wrong. */
export function parseAnswer<T>(provider: string, schema: z.ZodType<T>, answer: unknown, status: number): T {
  const parsed = schema.safeParse(answer);
  if (!parsed.success) {
    throw providerFailure(provider, 'answered an unexpected shape', {
      status,
      issues: parsed.error.issues.map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`),
    });
  }
  return parsed.data;
}

/** Where a provider sends the buyer: an absolute http(s) URL, nothing else. */
export const CHECKOUT_URL_PROTOCOL = /^https?$/;

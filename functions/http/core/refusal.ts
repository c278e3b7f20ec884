// What a refused call is, before an area puts it on the wire in its own format.

import type { AppError } from '../../domain/errors.js';

/** A refused call: its status and message, the domain error when there is one, and headers it must carry. */
export interface Refusal {
  status: number;
  message: string;
  error?: AppError;
  headers: Record<string, string>;
}

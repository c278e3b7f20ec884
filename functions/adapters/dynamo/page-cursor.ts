// An admin list's `next_cursor`: the index position DynamoDB stopped at, as opaque base64url text, checked on return.

import { MESSAGES } from '../../../shared/messages.js';
import { AppError } from '../../domain/errors.js';

type Position = Record<string, string>;
const KEY_NAMES = ['pk', 'sk', 'gsi1pk', 'gsi1sk'] as const;

export function encodeCursor(position: Record<string, unknown> | undefined): string | null {
  return position ? Buffer.from(JSON.stringify(position)).toString('base64url') : null;
}

/** The position to continue from; a cursor that is not one this list handed out is a 400. */
export function decodeCursor(cursor: string | null, gsi1pk: string): Position | undefined {
  if (cursor === null) return undefined;
  let position: unknown;
  try {
    position = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    position = null;
  }
  const valid =
    typeof position === 'object' &&
    position !== null &&
    Object.keys(position).length === KEY_NAMES.length &&
    KEY_NAMES.every((name) => typeof (position as Position)[name] === 'string') &&
    (position as Position).gsi1pk === gsi1pk;
  if (!valid) throw new AppError('validation', MESSAGES.invalidCursor, { cursor: MESSAGES.invalidCursor });
  return position as Position;
}

// A list's `next_cursor`: the key position DynamoDB stopped at, as opaque base64url text, checked on return against
// the partition the list reads, so a cursor can only continue the list (and the caller's own partition) it came from.

import { MESSAGES } from '../../../shared/messages.js';
import { AppError } from '../../domain/errors.js';

type Position = Record<string, string>;

/** Where a list reads: the table's `pk` partition (under a sort-key prefix), a gsi1 partition or a gsi2 partition. */
export type CursorPartition = { pk: string; skPrefix: string } | { gsi1pk: string } | { gsi2pk: string };

export function encodeCursor(position: Record<string, unknown> | undefined): string | null {
  return position ? Buffer.from(JSON.stringify(position)).toString('base64url') : null;
}

function fits(position: Position, partition: CursorPartition): boolean {
  if ('gsi1pk' in partition) return position.gsi1pk === partition.gsi1pk;
  if ('gsi2pk' in partition) return position.gsi2pk === partition.gsi2pk;
  return position.pk === partition.pk && position.sk!.startsWith(partition.skPrefix);
}

/** The position to continue from; a cursor that is not one this list handed out is a 400. */
export function decodeCursor(cursor: string | null, partition: CursorPartition): Position | undefined {
  if (cursor === null) return undefined;
  const keyNames =
    'gsi1pk' in partition
      ? ['pk', 'sk', 'gsi1pk', 'gsi1sk']
      : 'gsi2pk' in partition
        ? ['pk', 'sk', 'gsi2pk', 'gsi2sk']
        : ['pk', 'sk'];
  let position: unknown;
  try {
    position = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    position = null;
  }
  const valid =
    typeof position === 'object' &&
    position !== null &&
    Object.keys(position).length === keyNames.length &&
    keyNames.every((name) => typeof (position as Position)[name] === 'string') &&
    fits(position as Position, partition);
  if (!valid) throw new AppError('validation', MESSAGES.invalidCursor, { cursor: MESSAGES.invalidCursor });
  return position as Position;
}

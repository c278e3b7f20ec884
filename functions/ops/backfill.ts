// ops backfill [--cursor <cursor>] [--pages <n>]: gives records written before the back office's indexes and counters
// existed their entries and counts (docs/decisions/026 "backfill"); safe to run twice, resumable from its cursor.

import { backfillPage } from '../adapters/dynamo/back-office-backfill.js';
import type { OpsCommand } from './ops-command.js';

const USAGE = 'Usage: backfill [--cursor <cursor>] [--pages <n>]';
/** Pages per run unless --pages says otherwise: a run prints where the next one starts. */
const DEFAULT_PAGES = 100;

function option(args: string[], name: string): string | null {
  const index = args.indexOf(name);
  if (index < 0) return null;
  const value = args[index + 1];
  if (!value) throw new Error(USAGE);
  return value;
}

export const backfill: OpsCommand = async (table, args) => {
  const known = new Set(['--cursor', '--pages']);
  if (args.some((arg, i) => i % 2 === 0 && !known.has(arg))) throw new Error(USAGE);
  let cursor = option(args, '--cursor');
  const pages = Number(option(args, '--pages') ?? DEFAULT_PAGES);
  if (!Number.isInteger(pages) || pages < 1) throw new Error(USAGE);
  const totals = { scanned: 0, filled: 0, alreadyFilled: 0 };
  for (let read = 0; read < pages; read += 1) {
    const page = await backfillPage(table, cursor);
    totals.scanned += page.scanned;
    totals.filled += page.filled;
    totals.alreadyFilled += page.alreadyFilled;
    cursor = page.nextCursor;
    if (cursor === null) break;
  }
  const summary = `Scanned ${totals.scanned} items: ${totals.filled} records filled, ${totals.alreadyFilled} filled by another run meanwhile`;
  return cursor === null ? `${summary}; done` : `${summary}; continue with: backfill --cursor ${cursor}`;
};

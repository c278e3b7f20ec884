// ops backfill [--cursor <cursor>] [--pages <n>] [--fees-before <time>]: gives records written before the back
// office's indexes and counters existed their entries and counts, API-key fees paid before `--fees-before` (when the
// release that counts them went live) their revenue, and recounts the pending tickets (docs/decisions/026 "backfill",
// 035 "Backfill"); safe to run twice, resumable from its cursor.

import { backfillPage } from '../adapters/dynamo/back-office-backfill.js';
import type { OpsCommand } from './ops-command.js';

const USAGE = 'Usage: backfill [--cursor <cursor>] [--pages <n>] [--fees-before <ISO time>]';
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
  const known = new Set(['--cursor', '--pages', '--fees-before']);
  if (args.some((arg, i) => i % 2 === 0 && !known.has(arg))) throw new Error(USAGE);
  let cursor = option(args, '--cursor');
  const pages = Number(option(args, '--pages') ?? DEFAULT_PAGES);
  if (!Number.isInteger(pages) || pages < 1) throw new Error(USAGE);
  const feesBeforeOption = option(args, '--fees-before');
  const feesBefore = feesBeforeOption === null ? null : new Date(feesBeforeOption);
  if (feesBefore && Number.isNaN(feesBefore.getTime())) throw new Error(USAGE);
  const totals = { scanned: 0, filled: 0, alreadyFilled: 0, feesCounted: 0 };
  let correction: number | null = null;
  for (let read = 0; read < pages; read += 1) {
    const page = await backfillPage(table, cursor, feesBefore?.toISOString() ?? null);
    totals.scanned += page.scanned;
    totals.filled += page.filled;
    totals.alreadyFilled += page.alreadyFilled;
    totals.feesCounted += page.feesCounted;
    correction = page.pendingTicketsCorrection;
    cursor = page.nextCursor;
    if (cursor === null) break;
  }
  const fees = feesBefore ? `, ${totals.feesCounted} API-key fees counted` : ', API-key fees left (no --fees-before)';
  const summary = `Scanned ${totals.scanned} items: ${totals.filled} records filled, ${totals.alreadyFilled} filled by another run meanwhile${fees}`;
  if (cursor !== null) {
    const more = feesBefore ? ` --fees-before ${feesBefore.toISOString()}` : '';
    return `${summary}; continue with: backfill --cursor ${cursor}${more}`;
  }
  const tickets =
    correction === null
      ? 'pending tickets not recounted (the scan did not start at the beginning)'
      : `pending tickets recounted (counter corrected by ${correction})`;
  return `${summary}; ${tickets}; done`;
};

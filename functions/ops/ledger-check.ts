// ops ledger:check: the books' consistency check (docs/decisions/026 "ledger:check"); exits 1 when anything is off.

import { createLedgerCheckReader } from '../adapters/dynamo/ledger-check-reader.js';
import { checkLedger } from '../domain/audit/ledger-check.js';
import { formatUsd } from '../../shared/money.js';
import type { OpsCommand } from './ops-command.js';

export const ledgerCheck: OpsCommand = async (table, args) => {
  if (args.length > 0) throw new Error('Usage: ledger:check');
  const report = await checkLedger(createLedgerCheckReader(table));
  const { wallets, payments, numbers, orders, leases, renewals } = report.checked;
  const summary =
    `Checked ${wallets} wallets, ${payments} payments, ${numbers} numbers, ${orders} one-time orders and ` +
    `${leases} leases (${renewals} renewals): ${report.discrepancyCount} discrepancies`;
  const held = `Held for an operator (payments:held): ${report.held.payments} payments, ${formatUsd(report.held.cents)}`;
  const unlisted = report.discrepancyCount - report.discrepancies.length;
  const lines = [...report.discrepancies, ...(unlisted > 0 ? [`... and ${unlisted} more`] : []), held, summary];
  return { output: lines.join('\n'), exitCode: report.discrepancyCount > 0 ? 1 : 0 };
};

// ops ledger:check: the books' consistency check (docs/decisions/026 "ledger:check"); exits 1 when anything is off.

import { createLedgerCheckReader } from '../adapters/dynamo/ledger-check-reader.js';
import { checkLedger } from '../domain/audit/ledger-check.js';
import { formatUsd } from '../../shared/money.js';
import { createSupplyRepository } from '../adapters/dynamo/supply-repository.js';
import { createTwilioNumbersClient } from '../adapters/supply/twilio-numbers-client.js';
import { checkNumbersAtCarrier } from '../domain/supply/reconcile-numbers.js';
import { DEFAULT_SUPPLY_SETTINGS } from '../domain/supply/supply-deps.js';
import type { OpsCommand } from './ops-command.js';

export const ledgerCheck: OpsCommand = async (table, args, context) => {
  if (args.length > 0) throw new Error('Usage: ledger:check');
  const report = await checkLedger(createLedgerCheckReader(table));
  // Every number bought from the carrier and not released is still the account's (docs/decisions/061).
  const atCarrier = await checkNumbersAtCarrier({
    supply: createSupplyRepository(table, DEFAULT_SUPPLY_SETTINGS),
    carrier: async () => (context.carrier ? createTwilioNumbersClient(context.carrier) : null),
  });
  const count = report.discrepancyCount + atCarrier.length;
  const { wallets, payments, numbers, orders, leases, renewals, payouts } = report.checked;
  const summary =
    `Checked ${wallets} wallets, ${payments} payments, ${numbers} numbers, ${orders} one-time orders and ` +
    `${leases} leases (${renewals} renewals): ${count} discrepancies`;
  const held = `Held for an operator (payments:held): ${report.held.payments} payments, ${formatUsd(report.held.cents)}`;
  const { owed, credited, paying, paid } = report.owed;
  const owedLine =
    `Owed to anonymous buyers: ${owed.count} owed (${formatUsd(owed.cents)}), ${credited.count} credited ` +
    `(${formatUsd(credited.cents)}), ${paying.count} being paid out, ${paid.count} paid out (${formatUsd(paid.cents)}); ` +
    `${payouts} payouts checked`;
  const unlisted = report.discrepancyCount - report.discrepancies.length;
  const lines = [
    ...report.discrepancies,
    ...(unlisted > 0 ? [`... and ${unlisted} more`] : []),
    ...atCarrier,
    held,
    owedLine,
    summary,
  ];
  return { output: lines.join('\n'), exitCode: count > 0 ? 1 : 0 };
};

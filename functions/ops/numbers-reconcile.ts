// ops numbers:reconcile [--by <name>] (docs/decisions/061): the carrier's list of numbers against the table, each
// difference fixed or reported, written to the audit trail.

import { createStockStatsRepository } from '../adapters/dynamo/stock-stats-repository.js';
import { createSupplyRepository } from '../adapters/dynamo/supply-repository.js';
import { createTwilioNumbersClient } from '../adapters/supply/twilio-numbers-client.js';
import { reconcileNumbers } from '../domain/supply/reconcile-numbers.js';
import { DEFAULT_SUPPLY_SETTINGS } from '../domain/supply/supply-deps.js';
import type { OpsCommand } from './ops-command.js';
import { withOperator } from './operator-name.js';

export const reconcileNumbersCommand: OpsCommand = async (table, args, context) => {
  const { operator, rest } = withOperator(args);
  if (rest.length > 0) throw new Error('Usage: numbers:reconcile [--by <name>]');
  if (!context.carrier || !context.smsUrl) {
    throw new Error('Set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and PUBLIC_URL to reconcile with the carrier');
  }
  const carrier = createTwilioNumbersClient(context.carrier);
  const report = await reconcileNumbers(
    {
      clock: { now: () => new Date() },
      supply: createSupplyRepository(table, DEFAULT_SUPPLY_SETTINGS),
      stockStats: createStockStatsRepository(table),
      carrier: async () => carrier,
      carrierConfigured: true,
      smsUrl: context.smsUrl,
      metrics: { provisioningFailed: () => undefined, spendCapReached: () => undefined },
    },
    operator,
  );
  const lines = report.differences.length > 0 ? report.differences : ['No difference'];
  return [`The carrier holds ${report.carrierCount} numbers`, ...lines, `Recorded as ${operator.name}`].join('\n');
};

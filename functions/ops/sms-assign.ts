// ops sms:assign <sms> <order>: gives an unmatched SMS's code to a one-time order still waiting for one
// (docs/decisions/026 "sms:assign").

import { withOperator } from './operator-name.js';
import { createAdminListRepository } from '../adapters/dynamo/admin-list-repository.js';
import { createApiKeyRepository } from '../adapters/dynamo/api-key-repository.js';
import { createServiceRepository } from '../adapters/dynamo/service-repository.js';
import { createStockRepositories } from '../adapters/dynamo/stock-repositories.js';
import { createCatalogue } from '../domain/services/catalogue.js';
import { assignUnmatchedSms } from '../domain/sms/assign-unmatched-sms.js';
import type { OpsCommand } from './ops-command.js';

export const assignSms: OpsCommand = async (table, args) => {
  const { operator, rest } = withOperator(args);
  const [messageSid, orderId] = rest;
  if (!messageSid || !orderId || rest.length !== 2) throw new Error('Usage: sms:assign <sms> <order> [--by <name>]');
  const clock = { now: () => new Date() };
  const { order } = await assignUnmatchedSms(
    {
      clock,
      catalogue: createCatalogue(createServiceRepository(table), clock),
      ...createStockRepositories(table),
      adminLists: createAdminListRepository(table),
      apiKeys: createApiKeyRepository(table),
    },
    operator,
    messageSid,
    orderId,
  );
  return `Order ${order.id} completed with code ${order.code} from SMS ${messageSid}`;
};

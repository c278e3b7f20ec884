// The publicApi area's Lambda: the developer API at /api/v1, called with a member's API key (docs/decisions/024).

import { createAreaHandler } from '../core/area-handler.js';
import { createLease, getBalance, listServices, purchaseNumber, putWebhook } from './account-operations.js';
import { publicAnswer, publicRefusal } from './envelope.js';
import { getHealth } from './health.js';
import { idempotent } from './idempotent.js';
import { getLease, getLeaseMessages, listLeases, listOrders } from './list-operations.js';
import { getOpenApi } from './openapi.js';
import { renewLease } from './renew-lease.js';
import { cancelOrder, createOrder, createSmsOrder, getOrder, getOrderCode, smsStatus } from './order-operations.js';

export const handler = createAreaHandler(
  'publicApi',
  {
    'publicApi.createOrder': idempotent(createOrder),
    'publicApi.getOrder': getOrder,
    'publicApi.getOrderCode': getOrderCode,
    'publicApi.cancelOrder': cancelOrder,
    'publicApi.getBalance': getBalance,
    'publicApi.listServices': listServices,
    'publicApi.createSmsOrder': idempotent(createSmsOrder),
    'publicApi.createLease': idempotent(createLease),
    'publicApi.purchaseNumber': idempotent(purchaseNumber),
    'publicApi.smsStatus': smsStatus,
    'publicApi.openApi': getOpenApi,
    'publicApi.setWebhook': putWebhook,
    'publicApi.listOrders': listOrders,
    'publicApi.listLeases': listLeases,
    'publicApi.getLease': getLease,
    'publicApi.getLeaseMessages': getLeaseMessages,
    'publicApi.renewLease': idempotent(renewLease),
    'publicApi.health': getHealth,
  },
  { answer: publicAnswer, refuse: publicRefusal },
);

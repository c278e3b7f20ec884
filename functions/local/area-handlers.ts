// The same area handlers CDK deploys, loaded for the local server (imported lazily, like cold starts).

import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { Area } from '../../shared/routes.js';
import { lazyHandlers } from './lazy-handlers.js';

type AreaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

export const areaHandler = lazyHandlers<Area, AreaHandler>({
  auth: () => import('../http/auth/index.js'),
  users: () => import('../http/users/index.js'),
  services: () => import('../http/services/index.js'),
  payment: () => import('../http/payment/index.js'),
  anonymous: () => import('../http/anonymous/index.js'),
  admin: () => import('../http/admin/index.js'),
  simCards: () => import('../http/sim-cards/index.js'),
  publicApi: () => import('../http/public-api/index.js'),
  smsActivate: () => import('../http/sms-activate/index.js'),
  webhooks: () => import('../http/webhooks/index.js'),
  contact: () => import('../http/contact/index.js'),
});

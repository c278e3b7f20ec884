// The same area handlers CDK deploys, loaded for the local server (imported lazily, like cold starts).

import type { Area } from '../../shared/routes.js';
import { lazyHandlers } from './lazy-handlers.js';
import type { AreaHandler } from './local-functions.js';

export const areaHandler = lazyHandlers<Area, AreaHandler>({
  auth: () => import('../http/auth/index.js'),
  users: () => import('../http/users/index.js'),
  services: () => import('../http/services/index.js'),
  payment: () => import('../http/payment/index.js'),
  refunds: () => import('../http/refunds/index.js'),
  anonymous: () => import('../http/anonymous/index.js'),
  admin: () => import('../http/admin/index.js'),
  simCards: () => import('../http/sim-cards/index.js'),
  publicApi: () => import('../http/public-api/index.js'),
  smsActivate: () => import('../http/sms-activate/index.js'),
  webhooks: () => import('../http/webhooks/index.js'),
  contact: () => import('../http/contact/index.js'),
});

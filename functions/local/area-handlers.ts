// The same area handlers CDK deploys, loaded for the local server (imported lazily, like cold starts).

import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { Area } from '../../shared/routes.js';

type AreaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

const LOADERS: Record<Area, () => Promise<{ handler: AreaHandler }>> = {
  auth: () => import('../http/auth/index.js'),
  users: () => import('../http/users/index.js'),
  services: () => import('../http/services/index.js'),
  payment: () => import('../http/payment/index.js'),
  anonymous: () => import('../http/anonymous/index.js'),
  admin: () => import('../http/admin/index.js'),
  publicApi: () => import('../http/public-api/index.js'),
  webhooks: () => import('../http/webhooks/index.js'),
};

const loaded = new Map<Area, Promise<AreaHandler>>();

export function areaHandler(area: Area): Promise<AreaHandler> {
  let handler = loaded.get(area);
  if (!handler) {
    handler = LOADERS[area]().then((module) => module.handler);
    loaded.set(area, handler);
  }
  return handler;
}

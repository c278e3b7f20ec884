// One Lambda per API area: matches the exact spec path from the route table, refuses cross-site calls, checks access,
// runs the operation.

import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { ROLE_ADMIN } from '../../../shared/constants.js';
import { MESSAGES } from '../../../shared/messages.js';
import { matchRoute, type Area, type RouteNameIn } from '../../../shared/routes.js';
import { logger } from '../../adapters/logger.js';
import { resolveSession } from '../../domain/auth/sessions.js';
import { AppError } from '../../domain/errors.js';
import { dependencies, type Dependencies } from '../../adapters/dependencies.js';
import { settings } from '../../config.js';
import { sessionCookieName } from './cookies.js';
import { ERROR_STATUS } from './error-status.js';
import { buildRequest, type ApiRequest } from './request.js';
import { guardRequest } from './request-guard.js';
import { failure, toHttpResponse, type ApiResult } from './response.js';

export type Operation = (request: ApiRequest, deps: Dependencies) => Promise<ApiResult>;
export type AreaOperations<A extends Area> = { [K in RouteNameIn<A>]?: Operation };

async function authorise(request: ApiRequest, deps: Dependencies): Promise<void> {
  const access = request.match.route.access;
  if (access !== 'user' && access !== 'admin') return;
  const token = request.cookies[sessionCookieName(deps.cookieSecure)];
  const session = token ? await resolveSession(deps, token) : null;
  if (!session) throw new AppError('unauthenticated', MESSAGES.notLoggedIn);
  if (access === 'admin' && session.user.role !== ROLE_ADMIN) throw new AppError('forbidden', MESSAGES.forbidden);
  request.user = session.user;
  request.sessionToken = token;
}

export function createAreaHandler<A extends Area>(area: A, operations: AreaOperations<A>) {
  let siteOrigin: string | undefined;
  const run = async (event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> => {
    const method = event.requestContext.http.method.toUpperCase();
    const { match, methodMismatch } = matchRoute(method, event.rawPath);
    if (!match || match.route.area !== area) {
      return methodMismatch ? failure(405, 'Method not allowed') : failure(404, MESSAGES.notFound);
    }
    const operation = (operations as Record<string, Operation | undefined>)[match.name];
    try {
      const request = buildRequest(event, match);
      siteOrigin ??= new URL(settings().PUBLIC_URL).origin;
      guardRequest(request, siteOrigin);
      const deps = await dependencies();
      await authorise(request, deps);
      if (!operation) return failure(501, MESSAGES.notAvailableYet);
      return toHttpResponse(await operation(request, deps));
    } catch (error) {
      if (error instanceof AppError) {
        const retryAfter = error.retryAfterS === undefined ? undefined : { 'retry-after': String(error.retryAfterS) };
        return failure(ERROR_STATUS[error.kind], error.message, error.details, retryAfter);
      }
      logger.error('Unhandled error', { route: match.name, error: error as Error });
      return failure(500, MESSAGES.internalError);
    }
  };
  return middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .handler(run);
}

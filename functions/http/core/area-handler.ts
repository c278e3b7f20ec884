// One Lambda per API area: matches the exact spec path from the route table, refuses cross-site calls, checks access
// (session or API key), runs the operation, and words the answer the way its area does, under one correlation id.

import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { ROLE_ADMIN, TWO_FACTOR_REQUIRED } from '../../../shared/constants.js';
import { MESSAGES } from '../../../shared/messages.js';
import { matchRoute, type Area, type RouteNameIn } from '../../../shared/routes.js';
import { CORRELATION_HEADER, chooseCorrelationId, withCorrelationId } from '../../adapters/correlation.js';
import { logger } from '../../adapters/logger.js';
import { observability } from '../../adapters/observability.js';
import { resolveSession } from '../../domain/auth/sessions.js';
import { AppError } from '../../domain/errors.js';
import { hasTwoFactor } from '../../domain/users/user.js';
import { dependencies, type Dependencies } from '../../adapters/dependencies.js';
import { settings } from '../../config.js';
import { sessionCookieName } from './cookies.js';
import { apiKeyAccess, bearerKey } from './api-key-access.js';
import { ERROR_STATUS } from './error-status.js';
import { buildRequest, type ApiRequest } from './request.js';
import { originGuard } from './origin-guard.js';
import type { Refusal } from './refusal.js';
import { guardMediaType, guardOrigin } from './request-guard.js';
import { failure, toHttpResponse, type ApiResult } from './response.js';

export type Operation = (request: ApiRequest, deps: Dependencies) => Promise<ApiResult>;
export type AreaOperations<A extends Area> = { [K in RouteNameIn<A>]?: Operation };

/** What an area may say differently from the site's own calls; each has the site's way as its default. */
export interface AreaOptions {
  /** Where callers of the area's 'apiKey' routes send the key. */
  apiKeyOf?: (request: ApiRequest) => string | undefined;
  /** How a successful result goes on the wire. */
  answer?: (result: ApiResult) => APIGatewayProxyStructuredResultV2;
  /** How a refusal goes on the wire. */
  refuse?: (refusal: Refusal) => APIGatewayProxyStructuredResultV2;
}

const siteRefusal = ({ status, message, error, headers }: Refusal) =>
  failure(status, message, error?.details, headers, error?.flags);

async function authorise(request: ApiRequest, deps: Dependencies, options: AreaOptions): Promise<void> {
  const access = request.match.route.access;
  if (access === 'apiKey') return apiKeyAccess(request, deps, (options.apiKeyOf ?? bearerKey)(request));
  if (access !== 'user' && access !== 'admin') return;
  const token = request.cookies[sessionCookieName(deps.cookieSecure)];
  const session = token ? await resolveSession(deps, token) : null;
  if (!session) throw new AppError('unauthenticated', MESSAGES.notLoggedIn);
  if (access === 'admin' && session.user.role !== ROLE_ADMIN) throw new AppError('forbidden', MESSAGES.forbidden);
  // An admin acts only with two-factor on and from a session signed in with it (docs/decisions/042, 050): the web app
  // sends them to enrol, or to sign in again, on this code.
  if (access === 'admin' && !(hasTwoFactor(session.user) && session.secondFactor)) {
    throw new AppError('forbidden', MESSAGES.adminNeedsTwoFactor, undefined, undefined, { code: TWO_FACTOR_REQUIRED });
  }
  request.user = session.user;
  request.session = { id: session.sessionId, secondFactor: session.secondFactor };
}

export function createAreaHandler<A extends Area>(area: A, operations: AreaOperations<A>, options: AreaOptions = {}) {
  let siteOrigin: string | undefined;
  const answer = options.answer ?? toHttpResponse;
  const refuse = options.refuse ?? siteRefusal;
  const run = async (event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> => {
    const method = event.requestContext.http.method.toUpperCase();
    const { match, methodMismatch } = matchRoute(method, event.rawPath);
    if (!match || match.route.area !== area) {
      return methodMismatch
        ? refuse({ status: 405, message: 'Method not allowed', headers: {} })
        : refuse({ status: 404, message: MESSAGES.notFound, headers: {} });
    }
    const operation = (operations as Record<string, Operation | undefined>)[match.name];
    let request: ApiRequest | undefined;
    try {
      request = buildRequest(event, match);
      siteOrigin ??= new URL(settings().PUBLIC_URL).origin;
      guardOrigin(request, siteOrigin);
      const deps = await dependencies();
      await authorise(request, deps, options);
      guardMediaType(request);
      if (!operation) return refuse({ status: 501, message: MESSAGES.notAvailableYet, headers: request.answerHeaders });
      const { settling } = request;
      const result = await operation(request, deps).finally(() => settling);
      return answer({ ...result, headers: { ...request.answerHeaders, ...result.headers } });
    } catch (error) {
      const headers = { ...request?.answerHeaders };
      if (error instanceof AppError) {
        if (error.retryAfterS !== undefined) headers['retry-after'] = String(error.retryAfterS);
        return refuse({ status: ERROR_STATUS[error.kind], message: error.message, error, headers });
      }
      logger.error('Unhandled error', { route: match.name, error: error as Error });
      return refuse({ status: 500, message: MESSAGES.internalError, headers });
    }
  };
  /** The caller's `x-correlation-id` when well formed, else API Gateway's request id; echoed on every answer. */
  const correlated = async (event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> => {
    // API Gateway hands header names lowercased, as does the local runtime.
    const id = chooseCorrelationId(event.headers?.[CORRELATION_HEADER], event.requestContext.requestId);
    const response = await withCorrelationId(id, () => run(event));
    return { ...response, headers: { ...response.headers, [CORRELATION_HEADER]: id } };
  };
  return middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context>()
    .use(observability())
    .use(originGuard(refuse))
    .handler(correlated);
}

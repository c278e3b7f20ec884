// The public API's one-time orders (docs/decisions/024): bought, read, polled for the code and cancelled exactly as
// the member screens do, through the same domain operations.

import { PUBLIC_API_BASE_PATH, type PurchaseType } from '../../../shared/constants.js';
import { MESSAGES } from '../../../shared/messages.js';
import {
  createOrderRequest,
  orderIdParams,
  smsOrderRequest,
  smsStatusQuery,
} from '../../../shared/schemas/public-api.js';
import type { Dependencies } from '../../adapters/dependencies.js';
import { findService, findServiceToBuy } from '../../domain/developer-api/find-service.js';
import { buyOneTimeByKey, keyMember, rentByKey } from '../../domain/developer-api/key-purchases.js';
import { AppError } from '../../domain/errors.js';
import { cancelOneTimeOrder } from '../../domain/orders/end-one-time-order.js';
import type { OneTimeOrder } from '../../domain/orders/one-time-order.js';
import { userOwner } from '../../domain/stock/owner.js';
import { callerKey } from '../core/api-key-access.js';
import type { Operation } from '../core/area-handler.js';
import { jsonBody, queryParams, validate, type ApiRequest } from '../core/request.js';
import { toApiLease, toApiOrder, toApiOrderCode } from './views.js';

/** The service the body names, or a 400 naming the field. */
export async function namedService(deps: Dependencies, ref: number | string) {
  const service = await findService(deps.catalogue, ref);
  if (!service) throw new AppError('validation', MESSAGES.serviceNotFound, { service: MESSAGES.serviceNotFound });
  return service;
}

/** The service the body names as a purchase of `type` is priced now, or a 400 naming the field. */
export async function serviceToBuy(deps: Dependencies, ref: number | string, type: PurchaseType) {
  const service = await findServiceToBuy(deps.catalogue, ref, type);
  if (!service) throw new AppError('validation', MESSAGES.serviceNotFound, { service: MESSAGES.serviceNotFound });
  if (service === 'notOnSale') {
    throw new AppError('validation', MESSAGES.serviceNotOnSale, { service: MESSAGES.serviceNotOnSale });
  }
  return service;
}

/**
 * The caller's own order; another member's is not found, like one that does not exist. A poll (`eventual`) reads
 * eventually consistently, at half a strong read's price, and only a miss (a purchase a moment old) reads again
 * strongly (docs/decisions/035 "Polls").
 */
async function ownOrder(
  request: ApiRequest,
  deps: Dependencies,
  id: string,
  read: 'poll' | 'strong' = 'strong',
): Promise<OneTimeOrder> {
  const owner = userOwner(callerKey(request).userId);
  const order =
    (read === 'poll' ? await deps.oneTimeOrders.find(owner, id, 'eventual') : null) ??
    (await deps.oneTimeOrders.find(owner, id));
  if (!order) throw new AppError('notFound', MESSAGES.orderNotFound);
  return order;
}

const orderFromPath = (request: ApiRequest, deps: Dependencies, read?: 'poll') =>
  ownOrder(request, deps, validate(orderIdParams, request.params).id, read);

/** A purchase's answer: 201 with the record and where to read it again. */
export const created = (path: string, body: Record<string, unknown>) => ({
  status: 201,
  body,
  headers: { location: `${PUBLIC_API_BASE_PATH}${path}` },
});

async function buyOneTime(request: ApiRequest, deps: Dependencies, ref: number | string, maxPrice?: number) {
  const service = await serviceToBuy(deps, ref, 'one-time');
  const order = await buyOneTimeByKey(deps, await keyMember(deps, callerKey(request)), service, undefined, maxPrice);
  return created(`/orders/${order.id}`, toApiOrder(order));
}

export const createOrder: Operation = (request, deps) => {
  const body = jsonBody(request, createOrderRequest);
  return buyOneTime(request, deps, body.service, body.max_price);
};

export const getOrder: Operation = async (request, deps) => ({
  body: toApiOrder(await orderFromPath(request, deps, 'poll')),
});

export const getOrderCode: Operation = async (request, deps) => ({
  body: toApiOrderCode(await orderFromPath(request, deps, 'poll')),
});

export const cancelOrder: Operation = async (request, deps) => {
  const order = await orderFromPath(request, deps);
  const member = await keyMember(deps, callerKey(request));
  return { body: toApiOrder(await cancelOneTimeOrder(deps, member, order.id)) };
};

/** The second documented set: `type` 'one-time' is an order, 'lease' a 30-day lease. */
export const createSmsOrder: Operation = async (request, deps) => {
  const body = jsonBody(request, smsOrderRequest);
  if (body.type === 'one-time') return buyOneTime(request, deps, body.service, body.max_price);
  const service = await serviceToBuy(deps, body.service, 'lease');
  const lease = await rentByKey(deps, await keyMember(deps, callerKey(request)), service, body.max_price);
  return created(`/leases/${lease.id}`, toApiLease(lease));
};

export const smsStatus: Operation = async (request, deps) => {
  const { id } = queryParams(request, smsStatusQuery);
  return { body: toApiOrder(await ownOrder(request, deps, id)) };
};

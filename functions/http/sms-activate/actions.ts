// The sms-activate protocol's actions (docs/decisions/024): an activation is a one-time order, bought, timed, refunded
// and cancelled exactly as the member screens' orders are.

import { activationCode } from '../../../shared/activation-codes.js';
import { orderId } from '../../../shared/schemas/public-api.js';
import type { Dependencies } from '../../adapters/dependencies.js';
import { findService } from '../../domain/developer-api/find-service.js';
import { buyOneTimeByKey, keyMember } from '../../domain/developer-api/key-purchases.js';
import { cancelOneTimeOrder } from '../../domain/orders/end-one-time-order.js';
import type { OneTimeOrder } from '../../domain/orders/one-time-order.js';
import { userOwner } from '../../domain/stock/owner.js';
import { callerKey } from '../core/api-key-access.js';
import type { Operation } from '../core/area-handler.js';
import type { ApiRequest } from '../core/request.js';
import type { ApiResult } from '../core/response.js';
import { json, protocolParams, word } from './wire.js';

/** The protocol's number for the UK; a call without a country means the UK. */
const UK = '16';

type Action = (params: Record<string, string>, request: ApiRequest, deps: Dependencies) => Promise<ApiResult>;

const dollars = (cents: number) => (cents / 100).toFixed(2);

async function activation(params: Record<string, string>, request: ApiRequest, deps: Dependencies) {
  if (!orderId.safeParse(params.id).success) return null;
  return deps.oneTimeOrders.find(userOwner(callerKey(request).userId), params.id!);
}

function statusOf(order: OneTimeOrder): string {
  if (order.status === 'pending') return 'STATUS_WAIT_CODE';
  if (order.status === 'completed') return `STATUS_OK:${order.code ?? ''}`;
  return 'STATUS_CANCEL';
}

const ACTIONS: Record<string, Action> = {
  async getBalance(_params, request, deps) {
    return word(`ACCESS_BALANCE:${dollars((await keyMember(deps, callerKey(request))).walletBalanceCents)}`);
  },

  async getNumber(params, request, deps) {
    const service = params.service ? await findService(deps.catalogue, params.service) : null;
    if (!service) return word('BAD_SERVICE');
    if ((params.country ?? UK) !== UK) return word('NO_NUMBERS');
    const order = await buyOneTimeByKey(deps, await keyMember(deps, callerKey(request)), service);
    return word(`ACCESS_NUMBER:${order.id}:${order.phoneNumber.replace(/\D/g, '')}`);
  },

  async getStatus(params, request, deps) {
    const order = await activation(params, request, deps);
    return word(order ? statusOf(order) : 'NO_ACTIVATION');
  },

  async setStatus(params, request, deps) {
    const order = await activation(params, request, deps);
    if (!order) return word('NO_ACTIVATION');
    switch (params.status) {
      case '1':
        return word('ACCESS_READY');
      case '6':
        return word('ACCESS_ACTIVATION');
      case '8': {
        if (order.status === 'completed') return word('BAD_STATUS');
        if (order.status === 'pending')
          await cancelOneTimeOrder(deps, await keyMember(deps, callerKey(request)), order.id);
        return word('ACCESS_CANCEL');
      }
      default:
        // '3' (another SMS) included: one code per activation, its number destroyed after use.
        return word('BAD_STATUS');
    }
  },

  async getPrices(params, _request, deps) {
    if ((params.country ?? UK) !== UK) return json({});
    const [services, counts] = await Promise.all([deps.catalogue.list(), deps.stockStats.counts()]);
    const prices = Object.fromEntries(
      services.map((service) => [
        activationCode(service),
        { cost: Number(dollars(service.price_cents)), count: counts.availableNumbers },
      ]),
    );
    return json({ [UK]: prices });
  },

  async getNumbersStatus(params, _request, deps) {
    if ((params.country ?? UK) !== UK) return json({});
    const [services, counts] = await Promise.all([deps.catalogue.list(), deps.stockStats.counts()]);
    return json(
      Object.fromEntries(services.map((service) => [`${activationCode(service)}_0`, String(counts.availableNumbers)])),
    );
  },
};

export const handleAction: Operation = (request, deps) => {
  const params = protocolParams(request);
  const action = Object.hasOwn(ACTIONS, params.action ?? '') ? ACTIONS[params.action!] : undefined;
  return action ? action(params, request, deps) : Promise.resolve(word('BAD_ACTION'));
};

// The sms-activate protocol's activations (docs/decisions/030): an activation is a member's one-time order, bought,
// timed, refunded and cancelled exactly as the member screens' orders are, named by its numeric id.

import { activationCode } from '../../../shared/activation-codes.js';
import { servicePriceCents } from '../../../shared/catalogue.js';
import type { Dependencies } from '../../adapters/dependencies.js';
import { findServiceToBuy } from '../../domain/developer-api/find-service.js';
import { buyOneTimeByKey, keyMember } from '../../domain/developer-api/key-purchases.js';
import { cancelOneTimeOrder } from '../../domain/orders/end-one-time-order.js';
import type { OneTimeOrder } from '../../domain/orders/one-time-order.js';
import { userOwner } from '../../domain/stock/owner.js';
import { callerKey, countKeyPurchase } from '../core/api-key-access.js';
import type { ApiRequest } from '../core/request.js';
import type { ApiResult } from '../core/response.js';
import { dollars, isUk, json, numericId, protocolTime, UK, USD, word } from './wire.js';

export type Action = (params: Record<string, string>, request: ApiRequest, deps: Dependencies) => Promise<ApiResult>;

/** The operators a number may be asked for by: ours are not told apart. */
export const OPERATORS = ['any'];

const digits = (phoneNumber: string) => phoneNumber.replace(/\D/g, '');
const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * The caller's activation by the id sent: one read of a key in the caller's own partition, so another member's id
 * finds nothing. A poll reads eventually consistently and only a miss (a purchase a moment old) reads again strongly.
 */
async function activation(params: Record<string, string>, request: ApiRequest, deps: Dependencies, poll = false) {
  const id = numericId(params.id);
  if (!id) return 'WRONG_ACTIVATION_ID';
  const owner = userOwner(callerKey(request).userId);
  const order =
    (poll ? await deps.oneTimeOrders.find(owner, id, 'eventual') : null) ?? (await deps.oneTimeOrders.find(owner, id));
  return order ?? 'NO_ACTIVATION';
}

/** Pending with a code: the member asked for another SMS (setStatus 3) and waits for it. */
const waitsForRetry = (order: OneTimeOrder) => order.status === 'pending' && order.code !== null;
/** Its window is open: another SMS may still be asked for. */
const windowOpen = (order: OneTimeOrder, now: Date) =>
  order.status !== 'cancelled' && order.windowClosedAt === null && Date.parse(order.expiresAt) > now.getTime();

function statusWord(order: OneTimeOrder): string {
  if (waitsForRetry(order)) return `STATUS_WAIT_RETRY:${order.code}`;
  if (order.status === 'pending') return 'STATUS_WAIT_CODE';
  if (order.status === 'completed') return `STATUS_OK:${order.code ?? ''}`;
  return 'STATUS_CANCEL';
}

/** The activation in the JSON the protocol's newer calls answer (getNumberV2, getActiveActivations). */
function activationJson(order: OneTimeOrder, now: Date) {
  return {
    activationId: order.id,
    phoneNumber: digits(order.phoneNumber),
    activationCost: dollars(order.priceCents),
    currency: USD,
    countryCode: UK,
    canGetAnotherSms: windowOpen(order, now) ? '1' : '0',
    activationTime: protocolTime(order.createdAt),
    activationEndTime: protocolTime(order.expiresAt),
    activationOperator: OPERATORS[0],
  };
}

/**
 * getNumber and getNumberV2: the checks that cost nothing come first (service, country, operator, maxPrice, the
 * wallet), then the purchase is counted against the key's quota and made, leaving out numbers that start with a `phoneException` prefix.
 */
async function buy(params: Record<string, string>, request: ApiRequest, deps: Dependencies) {
  // A service not on sale is, to the protocol, one it cannot order.
  const service = params.service ? await findServiceToBuy(deps.catalogue, params.service, 'one-time') : null;
  if (!service || service === 'notOnSale') return 'BAD_SERVICE';
  if (!isUk(params)) return 'NO_NUMBERS';
  const operators = list(params.operator);
  if (operators.length > 0 && !operators.some((operator) => OPERATORS.includes(operator.toLowerCase()))) {
    return 'NO_NUMBERS';
  }
  const price = dollars(servicePriceCents(service, 'one-time'));
  if (params.maxPrice !== undefined && params.maxPrice !== '') {
    const max = Number(params.maxPrice);
    if (!Number.isFinite(max) || Math.round(max * 100) < servicePriceCents(service, 'one-time')) {
      return `WRONG_MAX_PRICE:${price}`;
    }
  }
  const excluded = list(params.phoneException).map(digits).filter(Boolean);
  const accept = (number: string) => !excluded.some((prefix) => digits(number).startsWith(prefix));
  const member = await keyMember(deps, callerKey(request));
  if (member.walletBalanceCents < servicePriceCents(service, 'one-time')) return 'NO_BALANCE';
  await countKeyPurchase(request, deps);
  return buyOneTimeByKey(deps, member, service, accept);
}

export const ACTIVATION_ACTIONS: Record<string, Action> = {
  async getNumber(params, request, deps) {
    const order = await buy(params, request, deps);
    return word(typeof order === 'string' ? order : `ACCESS_NUMBER:${order.id}:${digits(order.phoneNumber)}`);
  },

  async getNumberV2(params, request, deps) {
    const order = await buy(params, request, deps);
    return typeof order === 'string' ? word(order) : json(activationJson(order, deps.clock.now()));
  },

  async getStatus(params, request, deps) {
    const order = await activation(params, request, deps, true);
    return word(typeof order === 'string' ? order : statusWord(order));
  },

  async getStatusV2(params, request, deps) {
    const order = await activation(params, request, deps, true);
    if (typeof order === 'string') return word(order);
    if (order.status === 'cancelled') return word('STATUS_CANCEL');
    const sms = order.code
      ? { dateTime: protocolTime(order.receivedAt!), code: order.code, text: order.smsText }
      : null;
    return json({ verificationType: 0, sms, call: null });
  },

  async getFullSms(params, request, deps) {
    const order = await activation(params, request, deps, true);
    if (typeof order === 'string') return word(order);
    if (order.status === 'completed') return word(`FULL_SMS:${order.smsText ?? order.code ?? ''}`);
    // Waiting for a first code or for another one: there is no full message to give yet.
    return word(order.status === 'pending' ? 'STATUS_WAIT_CODE' : 'STATUS_CANCEL');
  },

  async setStatus(params, request, deps) {
    const order = await activation(params, request, deps);
    if (typeof order === 'string') return word(order);
    const now = deps.clock.now();
    switch (params.status) {
      case '1':
        return word(order.status === 'cancelled' ? 'BAD_STATUS' : 'ACCESS_READY');
      case '3': {
        // Another SMS within the window, free of charge; the next code replaces this one (docs/decisions/030).
        if (waitsForRetry(order)) return word('ACCESS_RETRY_GET');
        if (order.status !== 'completed' || !windowOpen(order, now)) return word('BAD_STATUS');
        return word((await deps.oneTimeOrders.retry(order, now)) ? 'ACCESS_RETRY_GET' : 'BAD_STATUS');
      }
      case '6': {
        // Done with the number: it is destroyed now rather than when the window closes.
        if (order.code === null) return word('BAD_STATUS');
        await deps.oneTimeOrders.closeWindow(order, now);
        return word('ACCESS_ACTIVATION');
      }
      case '8': {
        if (order.code !== null) return word('BAD_STATUS');
        if (order.status === 'pending') {
          await cancelOneTimeOrder(deps, await keyMember(deps, callerKey(request)), order.id);
        }
        return word('ACCESS_CANCEL');
      }
      default:
        return word('BAD_STATUS');
    }
  },

  async getActiveActivations(_params, request, deps) {
    const now = deps.clock.now();
    const orders = (await deps.oneTimeOrders.list(userOwner(callerKey(request).userId))).filter(
      (order) => numericId(order.id) && order.status !== 'cancelled' && windowOpen(order, now),
    );
    if (orders.length === 0) return json({ status: 'error', error: 'NO_ACTIVATIONS' });
    const services = await deps.catalogue.byId();
    return json({
      status: 'success',
      activeActivations: orders.map((order) => {
        const service = services.get(order.serviceId);
        return {
          ...activationJson(order, now),
          serviceCode: service ? activationCode(service) : '',
          // Our mapping to setStatus's numbers: 1 waiting for the code, 3 waiting for another, 6 code received.
          activationStatus: waitsForRetry(order) ? '3' : order.status === 'pending' ? '1' : '6',
          smsCode: order.code ? [order.code] : null,
          smsText: order.smsText,
          discount: '0.00',
          repeated: '0',
          countryName: 'United Kingdom',
        };
      }),
    });
  },
};

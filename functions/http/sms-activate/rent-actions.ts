// The sms-activate protocol's rents (docs/decisions/030): a rent is our 30-day lease, the same as on the web (its
// inbox, its email forwarding, its webhooks), bought and continued for the protocol's 720 hours only
// (docs/decisions/062). Rent calls answer JSON, `{"status":"error","message":<word>}` for a refusal, as the protocol's
// rent calls do.

import { activationCode } from '../../../shared/activation-codes.js';
import { offeredAs, servicePriceCents } from '../../../shared/catalogue.js';
import { LEASE_DAYS } from '../../../shared/constants.js';
import type { Dependencies } from '../../adapters/dependencies.js';
import { findServiceToBuy } from '../../domain/developer-api/find-service.js';
import { keyMember, rentByKey } from '../../domain/developer-api/key-purchases.js';
import { AppError } from '../../domain/errors.js';
import { holdsNumber, renewable, type Lease } from '../../domain/leases/lease.js';
import { renewMemberLease } from '../../domain/leases/renew-lease.js';
import { userOwner } from '../../domain/stock/owner.js';
import { callerKey, countKeyPurchase } from '../core/api-key-access.js';
import type { ApiRequest } from '../core/request.js';
import type { ApiResult } from '../core/response.js';
import { OPERATORS, type Action } from './activation-actions.js';
import { dollars, isUk, json, numericId, protocolTime, UK, USD, WORD_OF_KIND } from './wire.js';

/** The only term we rent for, in the protocol's hours: our 30 days. */
export const RENT_HOURS = String(LEASE_DAYS * 24);
/** Messages per page of a rent's inbox when the caller gives no `size`; at most this many anyway. */
const PAGE_SIZE = 100;

const refused = (message: string): ApiResult => json({ status: 'error', message });
const digits = (phoneNumber: string) => phoneNumber.replace(/\D/g, '');
/** The rent's end as the protocol writes it in `phone.endDate`. */
const phoneJson = (lease: Lease) => ({
  id: Number(lease.id),
  endDate: lease.endDate.slice(0, 19),
  number: digits(lease.phoneNumber),
});

/** The caller's lease by the id sent, from their own partition; a refusal word when there is none. */
async function rent(params: Record<string, string>, request: ApiRequest, deps: Dependencies) {
  if (!params.id) return 'NO_ID_RENT';
  const id = numericId(params.id);
  const lease = id ? await deps.leases.find(userOwner(callerKey(request).userId), id) : null;
  return lease ?? 'INVALID_PHONE';
}

/** A rent call's refusals from the domain (a short wallet, no stock) in the rent calls' JSON. */
function rentAction(action: Action): Action {
  return async (params, request, deps) => {
    try {
      return await action(params, request, deps);
    } catch (error) {
      // A key refused, or over a limit, is answered as any call is (BAD_KEY, BANNED): the edge's words.
      const message = error instanceof AppError && error.kind !== 'unauthenticated' ? WORD_OF_KIND[error.kind] : null;
      if (message) return refused(message);
      throw error;
    }
  };
}

export const RENT_ACTIONS: Record<string, Action> = {
  async getRentServicesAndCountries(params, _request, deps) {
    if (!isUk(params)) return json({ countries: {}, operators: {}, services: {}, currency: USD });
    const [services, counts] = await Promise.all([deps.catalogue.list(), deps.stockStats.counts()]);
    // Priced for 720 hours whatever `rent_time` asks: no other term is rented (getRentNumber refuses it).
    return json({
      countries: { 0: Number(UK) },
      operators: Object.fromEntries(OPERATORS.map((operator, index) => [index, operator])),
      services: Object.fromEntries(
        services
          .filter((service) => offeredAs(service, 'lease'))
          .map((service) => [
            activationCode(service),
            { cost: Number(dollars(servicePriceCents(service, 'lease'))), quant: counts.availableNumbers },
          ]),
      ),
      currency: USD,
    });
  },

  getRentNumber: rentAction(async (params, request, deps) => {
    const service = params.service ? await findServiceToBuy(deps.catalogue, params.service, 'lease') : null;
    if (!service || service === 'notOnSale') return refused('BAD_SERVICE');
    if (!isUk(params)) return refused('NO_NUMBERS');
    if (params.rent_time !== RENT_HOURS) return refused('INVALID_TIME');
    const member = await keyMember(deps, callerKey(request));
    if (member.walletBalanceCents < servicePriceCents(service, 'lease')) return refused('NO_BALANCE');
    await countKeyPurchase(request, deps);
    const lease = await rentByKey(deps, member, service);
    return json({ status: 'success', phone: phoneJson(lease) });
  }),

  async getRentStatus(params, request, deps) {
    const lease = await rent(params, request, deps);
    if (typeof lease === 'string') return refused(lease);
    if (lease.status === 'cancelled') return refused('STATUS_CANCEL');
    // In its grace the rent has ended, and its messages wait for a continueRentNumber (docs/decisions/062).
    if (lease.status === 'expired' || lease.status === 'grace') return refused('STATUS_FINISH');
    const messages = await deps.leases.messages(lease);
    if (messages.length === 0) return refused('STATUS_WAIT_CODE');
    const page = Math.max(0, Math.floor(Number(params.page) || 0));
    const size = Math.min(PAGE_SIZE, Math.max(1, Math.floor(Number(params.size) || PAGE_SIZE)));
    const shown = messages.slice(page * size, (page + 1) * size);
    return json({
      status: 'success',
      quantity: String(messages.length),
      values: Object.fromEntries(
        shown.map((message, index) => [
          index,
          {
            phoneFrom: message.from,
            text: message.text ?? '',
            service: lease.serviceName,
            date: protocolTime(message.receivedAt),
          },
        ]),
      ),
    });
  },

  async getRentList(_params, request, deps) {
    const leases = (await deps.leases.list(userOwner(callerKey(request).userId))).filter(
      (lease) => lease.status === 'active' && numericId(lease.id),
    );
    if (leases.length === 0) return refused('NO_NUMBERS');
    return json({
      status: 'success',
      values: Object.fromEntries(
        leases.map((lease, index) => [index, { id: lease.id, phone: digits(lease.phoneNumber) }]),
      ),
    });
  },

  async setRentStatus(params, request, deps) {
    const lease = await rent(params, request, deps);
    if (typeof lease === 'string') return refused(lease);
    // 1 finishes the rent (no refund, as a lease ended on the web); 2 would cancel it with a refund, which a lease has
    // not (docs/decisions/013 "Leases").
    if (params.status === '2') return refused('CANT_CANCEL');
    if (params.status !== '1') return refused('INCORECT_STATUS');
    if (!holdsNumber(lease)) return refused(lease.status === 'cancelled' ? 'ALREADY_CANCEL' : 'ALREADY_FINISH');
    if (!(await deps.leases.cancel(lease, deps.clock.now()))) return refused('ALREADY_FINISH');
    return json({ status: 'success' });
  },

  /**
   * 720 more hours from the rent's end, running or in its grace, for the service's lease price now, from the wallet
   * (docs/decisions/062); a rent continued already answers as it stands; RENT_DIE once its number is gone. Counted as a
   * purchase of the key, as getRentNumber is.
   */
  continueRentNumber: rentAction(async (params, request, deps) => {
    const lease = await rent(params, request, deps);
    if (typeof lease === 'string') return refused(lease);
    if (params.rent_time !== RENT_HOURS) return refused('INVALID_TIME');
    if (!holdsNumber(lease)) return refused('RENT_DIE');
    const member = await keyMember(deps, callerKey(request));
    if (renewable(lease, deps.clock.now())) {
      const service = await deps.catalogue.get(lease.serviceId);
      if (member.walletBalanceCents < servicePriceCents(service, 'lease')) return refused('NO_BALANCE');
      await countKeyPurchase(request, deps);
    }
    const renewed = await renewMemberLease(deps, member, lease);
    if (renewed.outcome === 'short') return refused('NO_BALANCE');
    return json({ status: 'success', phone: phoneJson(renewed.lease) });
  }),
};

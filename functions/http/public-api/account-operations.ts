// The public API's leases, eSIMs, balance and services (docs/decisions/024).

import { activationCode } from '../../../shared/activation-codes.js';
import { CURRENCY } from '../../../shared/constants.js';
import { setWebhookRequest } from '../../../shared/schemas/api-keys.js';
import { createLeaseRequest, purchaseNumberRequest } from '../../../shared/schemas/public-api.js';
import { setWebhook } from '../../domain/api-keys/set-webhook.js';
import { buyEsimByKey, keyMember, rentByKey } from '../../domain/developer-api/key-purchases.js';
import { callerKey } from '../core/api-key-access.js';
import type { Operation } from '../core/area-handler.js';
import { jsonBody } from '../core/request.js';
import { created, serviceToBuy } from './order-operations.js';
import { toApiEsim, toApiLease } from './views.js';

export const createLease: Operation = async (request, deps) => {
  const body = jsonBody(request, createLeaseRequest);
  const service = await serviceToBuy(deps, body.service, 'lease');
  const lease = await rentByKey(deps, await keyMember(deps, callerKey(request)), service, body.max_price);
  return created(`/leases/${lease.id}`, toApiLease(lease));
};

/** The eSIM has no route to read it again (its details are all in this answer), so no Location. */
export const purchaseNumber: Operation = async (request, deps) => {
  const { max_price } = jsonBody(request, purchaseNumberRequest);
  const sim = await buyEsimByKey(deps, await keyMember(deps, callerKey(request)), max_price);
  return { status: 201, body: toApiEsim(sim) };
};

export const getBalance: Operation = async (request, deps) => {
  const member = await keyMember(deps, callerKey(request));
  return { body: { balance_cents: member.walletBalanceCents, currency: CURRENCY } };
};

/** Every service with its prices and how many numbers are in stock (any number serves any service). */
export const listServices: Operation = async (_request, deps) => {
  const [services, counts] = await Promise.all([deps.catalogue.list(), deps.stockStats.counts()]);
  return {
    body: {
      services: services.map((service) => ({
        id: service.id,
        name: service.name,
        code: activationCode(service),
        price_cents: service.price_cents,
        lease_price_cents: service.lease_price_cents,
        in_stock: counts.availableNumbers,
      })),
    },
  };
};

/** `PUT /api/v1/webhook {url, format}`: the calling key's webhook, with its new secret shown once. */
export const putWebhook: Operation = async (request, deps) => {
  const { url, format } = jsonBody(request, setWebhookRequest);
  return { body: { url, format, secret: await setWebhook(deps, callerKey(request), url, format) } };
};

// The sms-activate protocol's lists (docs/decisions/030): the UK as country 16, our services by activation code, their
// prices and the numbers in stock (any number serves any service, so each service's count is the numbers in stock).

import { activationCode } from '../../../shared/activation-codes.js';
import { offeredAs, servicePriceCents } from '../../../shared/catalogue.js';
import type { Service } from '../../../shared/schemas/services.js';
import type { Dependencies } from '../../adapters/dependencies.js';
import { OPERATORS, type Action } from './activation-actions.js';
import { dollars, isUk, json, UK, word } from './wire.js';

/** The UK as the protocol's country list describes a country. */
export const UK_COUNTRY = {
  id: Number(UK),
  rus: 'Великобритания',
  eng: 'United Kingdom',
  chn: '英国',
  visible: 1,
  retry: 1,
  rent: 1,
  multiService: 0,
};

/** The services sold as activations asked for: all, or the one `service` names (null when it names none of ours). */
async function offer(params: Record<string, string>, deps: Dependencies) {
  const [listed, counts] = await Promise.all([deps.catalogue.list(), deps.stockStats.counts()]);
  const services = listed.filter((service) => offeredAs(service, 'one-time'));
  const wanted = params.service ? services.filter((service) => activationCode(service) === params.service) : services;
  return { services: params.service && wanted.length === 0 ? null : wanted, count: counts.availableNumbers };
}

const cost = (service: Service) => Number(dollars(servicePriceCents(service, 'one-time')));

export const CATALOGUE_ACTIONS: Record<string, Action> = {
  async getCountries() {
    return json({ [UK]: UK_COUNTRY });
  },

  async getServicesList(params, _request, deps) {
    const services = isUk(params) ? await deps.catalogue.list() : [];
    return json({
      status: 'success',
      services: services.map((service) => ({ code: activationCode(service), name: service.name })),
    });
  },

  async getOperators(params) {
    if (!isUk(params)) return json({ status: 'error', error: 'OPERATORS_NOT_FOUND' });
    return json({ status: 'success', countryOperators: { [UK]: OPERATORS } });
  },

  async getPrices(params, _request, deps) {
    const { services, count } = await offer(params, deps);
    if (!services) return word('BAD_SERVICE');
    if (!isUk(params)) return json({});
    return json({
      [UK]: Object.fromEntries(services.map((service) => [activationCode(service), { cost: cost(service), count }])),
    });
  },

  async getPricesVerification(params, _request, deps) {
    const { services, count } = await offer(params, deps);
    if (!services) return word('BAD_SERVICE');
    if (!isUk(params)) return json({});
    return json(
      Object.fromEntries(
        services.map((service) => [activationCode(service), { [UK]: { count, price: cost(service) } }]),
      ),
    );
  },

  async getTopCountriesByService(params, _request, deps) {
    const { services, count } = await offer(params, deps);
    if (!services) return word('BAD_SERVICE');
    const top = (service: Service) => ({
      0: { country: Number(UK), count, price: cost(service), retail_price: cost(service) },
    });
    // One service answers its countries; all answer each service's.
    if (params.service) return json(top(services[0]!));
    return json(Object.fromEntries(services.map((service) => [activationCode(service), top(service)])));
  },

  async getNumbersStatus(params, _request, deps) {
    if (!isUk(params)) return json({});
    const { services, count } = await offer({}, deps);
    return json(Object.fromEntries(services!.map((service) => [`${activationCode(service)}_0`, String(count)])));
  },
};

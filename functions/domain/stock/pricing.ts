// Prices come from the server's catalogue (docs/decisions/016 invariant 6): a client's price is checked, never trusted.

import { servicePriceCents } from '../../../shared/catalogue.js';
import type { PurchaseType } from '../../../shared/constants.js';
import { MESSAGES } from '../../../shared/messages.js';
import type { Cents } from '../../../shared/money.js';
import type { Service } from '../../../shared/schemas/services.js';
import type { PurchaseRequest } from '../../../shared/schemas/orders.js';
import { AppError } from '../errors.js';
import type { Catalogue } from '../services/catalogue.js';

/** 400 when the price the client showed is not the price it would pay. */
export function checkClientPrice(clientCents: Cents, serverCents: Cents): void {
  if (clientCents !== serverCents) {
    throw new AppError('validation', MESSAGES.priceChanged, { price_cents: `The price is ${serverCents} cents` });
  }
}

/** 402 before any write when the wallet cannot pay; the debit's own condition still guards the race. */
export function checkBalance(balanceCents: Cents, priceCents: Cents): void {
  if (balanceCents < priceCents) throw new AppError('insufficientBalance', MESSAGES.insufficientBalance);
}

/**
 * What a member pays for a number for this service, after checking the client's price and the wallet. The service is
 * read afresh, so a price an operator has just set applies (docs/decisions/060); a caller that has just read it so
 * (`priced`) passes it instead of a second read.
 */
export async function quoteNumber(
  catalogue: Catalogue,
  type: Exclude<PurchaseType, 'buy'>,
  request: Pick<PurchaseRequest, 'service_id' | 'price_cents'>,
  balanceCents: Cents,
  priced?: Service,
): Promise<{ service: Service; priceCents: Cents }> {
  const service = priced?.id === request.service_id ? priced : await catalogue.forPurchase(request.service_id, type);
  const priceCents = servicePriceCents(service, type);
  checkClientPrice(request.price_cents, priceCents);
  checkBalance(balanceCents, priceCents);
  return { service, priceCents };
}

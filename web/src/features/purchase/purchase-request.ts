// What the SMS panel asks the purchase flows for (docs/decisions/015 "Fields", the anonymous payment request: type,
// service, email for a lease).

import { createContext, useContext } from 'react';
import { servicePriceCents } from '@shared/catalogue';
import { BUY_PRICE_CENTS, type PurchaseType } from '@shared/constants';
import { LABELS } from '@shared/messages';
import type { LeaseView, OrderView } from '@shared/schemas/orders';
import type { Service } from '@shared/schemas/services';
import type { SimCardView } from '@shared/schemas/sim-cards';

export interface WalletPurchaseRequest {
  type: PurchaseType;
  /** null for 'buy' (the UK eSIM needs no service). */
  service: Service | null;
}

export interface CryptoPurchaseRequest extends WalletPurchaseRequest {
  /** Where a lease's codes are forwarded (anonymous leases only). */
  email?: string;
}

/** What each purchase type is called (docs/decisions/015 "Offers"). */
export const TYPE_LABELS: Record<PurchaseType, string> = {
  'one-time': LABELS.oneTimeSms,
  lease: LABELS.lease,
  buy: LABELS.numberPurchase,
};

/** The price of a request: the eSIM's fixed price to buy, else the service's price for the tab; null without a service. */
export function priceOf({ type, service }: WalletPurchaseRequest): number | null {
  if (type === 'buy') return BUY_PRICE_CENTS;
  return service ? servicePriceCents(service, type) : null;
}

/** What a member bought from the wallet. */
export type WalletPurchaseResult =
  { type: 'one-time'; order: OrderView } | { type: 'lease'; lease: LeaseView } | { type: 'buy'; simCard: SimCardView };

export interface WalletPurchaseOptions {
  /** Shown in the summary before the charge, e.g. that a lease of the same service still runs. */
  warning?: string | null;
  /** Called once the member confirms, before the charge (the opener shows its busy state from then on). */
  onConfirmed?: () => void;
}

export interface PurchaseActions {
  /**
   * Member path (Get SMS, Rent Number, Buy Number): checks the wallet balance against the price, opening the
   * Insufficient Balance dialog when short, then shows the summary and, once confirmed, buys and re-reads the balance.
   * Null when nothing was bought (cancelled, or the dialog or an error toast said why).
   */
  startWalletPurchase(request: WalletPurchaseRequest, options?: WalletPurchaseOptions): Promise<WalletPurchaseResult | null>;
  /**
   * Anonymous crypto path (Buy Now, Rent Anonymous, Buy Anonymous): opens the crypto payment dialog, where the coin is
   * chosen and Start Payment creates the order and its payment, opens the payment page and follows it until paid.
   */
  startCryptoPayment(request: CryptoPurchaseRequest): void;
}

export const PurchaseContext = createContext<PurchaseActions | null>(null);

export function usePurchase(): PurchaseActions {
  const actions = useContext(PurchaseContext);
  if (!actions) throw new Error('usePurchase must be used inside PurchaseProvider');
  return actions;
}

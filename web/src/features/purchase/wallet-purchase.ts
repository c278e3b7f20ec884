// A member's purchase from the wallet: the one-time number, lease or eSIM bought, with the spec's toast.

import { MESSAGES } from '@shared/messages';
import { showToast } from '@/lib/window-events';
import { buySimCard } from './api/buy-sim-card';
import { createLease } from './api/create-lease';
import { createOrder } from './api/create-order';
import type { WalletPurchaseRequest, WalletPurchaseResult } from './purchase-request';

export async function buyFromWallet(request: WalletPurchaseRequest, priceCents: number): Promise<WalletPurchaseResult> {
  if (request.type === 'buy') {
    const simCard = await buySimCard(priceCents);
    showToast(MESSAGES.simPurchased, 'success');
    return { type: 'buy', simCard };
  }
  const service = request.service!;
  if (request.type === 'lease') {
    const lease = await createLease(service, priceCents);
    showToast(MESSAGES.numberRented, 'success');
    return { type: 'lease', lease };
  }
  const order = await createOrder(service, priceCents);
  showToast(MESSAGES.orderCreated, 'success');
  return { type: 'one-time', order };
}

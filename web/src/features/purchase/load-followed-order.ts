// The followed order's storage, loaded on first use: it checks what it reads back with zod, which the landing page's
// first load leaves out (docs/decisions/004).

import { FOLLOWED_ORDER_KEY } from './followed-order-key';

export type FollowedOrderStorage = typeof import('./followed-order');

/** Runs `use` with the storage once it has loaded; a failed load is logged. */
export function withFollowedOrder(use: (storage: FollowedOrderStorage) => void): void {
  import('./followed-order').then(use, (error: unknown) => console.error(error));
}

/** Whether the browser keeps an order to follow: with none, the landing page's first visit loads no storage. */
export function keepsFollowedOrder(): boolean {
  return localStorage.getItem(FOLLOWED_ORDER_KEY) !== null;
}

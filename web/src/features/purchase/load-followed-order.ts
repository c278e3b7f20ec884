// The followed order's storage, loaded on first use: it checks what it reads back with zod, which the landing page's
// first load leaves out (docs/decisions/004).

export type FollowedOrderStorage = typeof import('./followed-order');

/** Runs `use` with the storage once it has loaded; a failed load is logged. */
export function withFollowedOrder(use: (storage: FollowedOrderStorage) => void): void {
  import('./followed-order').then(use, (error: unknown) => console.error(error));
}

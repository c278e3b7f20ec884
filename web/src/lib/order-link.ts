// The address that names an anonymous order (docs/decisions/023): `?order_id=` on the landing page, the link that brings
// the buyer back to the order from any browser.

import { paths } from '@/config/paths';

/** The address parameter that names the followed order. */
export const ORDER_PARAM = 'order_id';

/** The order's page on this site: where a sign-in started from it comes back to (docs/decisions/063). */
export function orderPath(orderId: string): string {
  return `${paths.public.home.getHref()}?${new URLSearchParams({ [ORDER_PARAM]: orderId })}`;
}

/** The address that brings the buyer back to the order from any browser. */
export function orderLink(orderId: string, origin: string = window.location.origin): string {
  return `${origin}${orderPath(orderId)}`;
}

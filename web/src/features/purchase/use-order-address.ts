// The followed anonymous order in the address (docs/decisions/023): `?order_id=` opens that order (a reload, the order
// link, the return from the payment page with `&payment=success` or `&payment=cancelled`: the provider sends the buyer
// back either way, and the order's view says what became of the payment, docs/decisions/051); with no id in the
// address the order kept in the browser reopens and its id is put back.

import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { TrackedCheckout } from './followed-order';
import { keepsFollowedOrder, withFollowedOrder, type FollowedOrderStorage } from './load-followed-order';
import { ORDER_PARAM } from '@/lib/order-link';

const RESULT_PARAM = 'payment';

/**
 * Follows the order the address or the browser names, and keeps the followed order's id in the address. Returns
 * `release`, which takes the id off the address when following ends.
 */
export function useOrderAddress(
  followedId: string | null,
  follow: (checkout: TrackedCheckout) => void,
): { release: () => void } {
  const [searchParams, setSearchParams] = useSearchParams();
  const result = searchParams.get(RESULT_PARAM);
  const orderId = searchParams.get(ORDER_PARAM) || null;
  /** The order whose following ended: its id may still be in the address for a moment, and must not reopen it. */
  const released = useRef<string | null>(null);

  useEffect(() => {
    const setOrderParam = (id: string | null) =>
      setSearchParams(
        (params) => {
          params.delete(RESULT_PARAM);
          if (id) params.set(ORDER_PARAM, id);
          else params.delete(ORDER_PARAM);
          return params;
        },
        { replace: true },
      );

    // The storage loads on first use; an order to follow that arrives after this effect was replaced is dropped.
    let current = true;
    const followStored = (pick: (storage: FollowedOrderStorage) => TrackedCheckout | null) =>
      withFollowedOrder((storage) => {
        const checkout = pick(storage);
        if (current && checkout) follow(checkout);
      });
    const stop = () => {
      current = false;
    };

    if (orderId && orderId === released.current) return stop;
    if (orderId) {
      if (result) setOrderParam(orderId);
      if (orderId !== followedId) followStored((storage) => storage.checkoutOf(orderId));
      return stop;
    }
    if (followedId) {
      setOrderParam(followedId);
      return stop;
    }
    if (keepsFollowedOrder()) followStored((storage) => storage.followedOrder());
    return stop;
  }, [result, orderId, followedId, follow, setSearchParams]);

  const release = useCallback(() => {
    released.current = followedId;
    setSearchParams(
      (params) => {
        params.delete(ORDER_PARAM);
        return params;
      },
      { replace: true },
    );
  }, [followedId, setSearchParams]);
  return { release };
}

// A paid order that could not be fulfilled (no stock) is held for support (docs/decisions/045): the buyer is told what
// arrived, that it is kept, and to contact support quoting the order ID; support fulfils it once stock is in, or
// returns the money. Asked again until the order has its number or is held.

import { ANONYMOUS_SMS_POLL_INTERVAL_MS, FULFILMENT_POLL_LIMIT_S } from '@shared/constants';
import { formatUsd } from '@shared/money';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { usePolledQuery } from '@/lib/query/polling';
import type { OrderPaymentCheck } from '../api/check-payment-status';
import { paymentStatusQuery } from '../api/queries';
import { KeptMoneyNote, KeptMoneyPanel } from './kept-money-note';
import type { PaidOrder } from './use-report-finished';

type HeldCheck = OrderPaymentCheck & { payment: NonNullable<OrderPaymentCheck['payment']> };

const isHeld = (check: OrderPaymentCheck | null | undefined): check is HeldCheck =>
  !!check && check.order.phone_number === null && (check.payment?.held_amount ?? 0) > 0;

/** The order's state while it has no number: held for support, or null while fulfilment may still hand it out. */
export function useHeldOrder(order: PaidOrder): HeldCheck | null {
  const polling = usePolledQuery(
    { ...paymentStatusQuery(order.order_id), enabled: order.phone_number === null },
    {
      isDone: (check) => check === null || check.order.phone_number !== null || isHeld(check),
      intervalMs: ANONYMOUS_SMS_POLL_INTERVAL_MS,
      limitMs: FULFILMENT_POLL_LIMIT_S * 1000,
    },
  );
  return order.phone_number === null && isHeld(polling.data) ? polling.data : null;
}

const PRODUCTS: Record<PaidOrder['type'], (service: string) => string> = {
  buy: () => 'eSIM',
  lease: (service) => `${service} number`,
  'one-time': (service) => `${service} number`,
};

export function HeldOrder({ check }: { check: HeldCheck }) {
  const { payment, order } = check;
  return (
    <KeptMoneyPanel orderId={order.order_id}>
      <p>
        Your payment of {formatUsd(payment.received_amount)} arrived in full, but no{' '}
        {PRODUCTS[order.type](order.service)} could be handed over, so nothing was issued for this order yet.
      </p>
      <KeptMoneyNote orderId={order.order_id}>
        The money is kept.{' '}
        <Link to={paths.public.contact.getHref()} className="font-semibold underline">
          Contact support
        </Link>{' '}
        quoting your order ID below: support can issue the order once it is in stock, or return the money.
      </KeptMoneyNote>
    </KeptMoneyPanel>
  );
}

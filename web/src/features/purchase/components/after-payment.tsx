// The state after payment (docs/decisions/015 "Flows"): what an anonymous buyer sees once the server confirms the
// payment, by type: one-time 'Phone Number Ready' with its 900 s countdown, then 'SMS Received Successfully'; the lease
// confirmation; the eSIM details. Each waits for fulfilment to hand out the number, and says when it is finished; the
// order link stays beside it (docs/decisions/023). An order held for support for want of stock says so instead
// (docs/decisions/045); money the order owes its buyer is offered back below it (docs/decisions/063).

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { EsimAfterPayment } from './esim-after-payment';
import { HeldOrder, useHeldOrder } from './held-order';
import { LeaseAfterPayment } from './lease-after-payment';
import { MoneyOwed } from './money-owed';
import { OneTimeAfterPayment } from './one-time-after-payment';
import { OrderId } from './order-id';
import { useReportFinished, type AfterPaymentViewProps } from './use-report-finished';

const VIEWS = { 'one-time': OneTimeAfterPayment, lease: LeaseAfterPayment, buy: EsimAfterPayment };

export function AfterPayment({ order, onFinished, onClose }: AfterPaymentViewProps & { onClose: () => void }) {
  const View = VIEWS[order.type];
  const held = useHeldOrder(order);
  useReportFinished(held !== null, onFinished);
  return (
    <div className="space-y-5">
      {held ? (
        <>
          <HeldOrder check={held} />
          <MoneyOwed orderId={order.order_id} />
        </>
      ) : (
        <View order={order} onFinished={onFinished} />
      )}
      <OrderId orderId={order.order_id} />
      <a
        href={paths.public.orderReceipt.getHref(order.order_id)}
        target="_blank"
        rel="noopener"
        className="block text-center text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        Receipt
      </a>
      <Button onClick={onClose} className="w-full">
        Close
      </Button>
    </div>
  );
}

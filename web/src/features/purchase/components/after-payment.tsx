// The state after payment (docs/decisions/015 "Flows"): what an anonymous buyer sees once the server confirms the
// payment, by type: one-time 'Phone Number Ready' with its 900 s countdown, then 'SMS Received Successfully'; the lease
// confirmation; the eSIM details, with the warning that they are lost on close. Each waits for fulfilment to hand out
// the number.

import type { PaymentStatusResponse } from '../../../../../shared/schemas/payments';
import { Button } from '../../../components/ui/button';
import { EsimAfterPayment } from './esim-after-payment';
import { LeaseAfterPayment } from './lease-after-payment';
import { OneTimeAfterPayment } from './one-time-after-payment';
import { OrderId } from './order-id';

export type PaidOrder = PaymentStatusResponse['order'];

const VIEWS = { 'one-time': OneTimeAfterPayment, lease: LeaseAfterPayment, buy: EsimAfterPayment };

export function AfterPayment({ order, onClose }: { order: PaidOrder; onClose: () => void }) {
  const View = VIEWS[order.type];
  return (
    <div className="space-y-5">
      <View order={order} />
      <OrderId orderId={order.order_id} />
      <Button onClick={onClose} className="w-full">
        Close
      </Button>
    </div>
  );
}

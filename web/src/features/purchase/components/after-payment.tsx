// The state after payment (spec 000 §4): what an anonymous buyer sees once the server confirms the payment. The
// numbers issue fills it in by type: buy shows the eSIM details (QR, PUK, ICCID), lease the lease confirmation,
// one-time 'Phone Number Ready' with its 900 s countdown and the SMS. Until then it shows the confirmed order as the
// server reports it and that its number is being prepared.

import type { PaymentStatusResponse } from '../../../../../shared/schemas/payments';
import { Button } from '../../../components/ui/button';
import { StatusPanel } from '../../../components/ui/status-panel';
import type { PaidPurchase } from '../pending-checkout';
import { TYPE_LABELS } from '../purchase-request';
import { OrderId } from './order-id';

export interface AfterPaymentProps {
  /** The confirmed order, as GET /payment/check-payment-status.php answered. */
  order: PaymentStatusResponse['order'];
  /** What was bought; null when the order came back to a browser that did not start it. */
  purchase: PaidPurchase | null;
  onClose: () => void;
}

export function AfterPayment({ order, purchase, onClose }: AfterPaymentProps) {
  const product = purchase ? TYPE_LABELS[purchase.type] : 'Your order';
  return (
    <div className="space-y-5">
      <StatusPanel tone="success" title="Payment confirmed">
        <p>
          {order.phone_number
            ? `Your number is ready: ${order.phone_number}.`
            : `${product}${purchase ? ` for ${purchase.serviceName}` : ''} is paid. Your number is being prepared.`}
        </p>
      </StatusPanel>

      <OrderId orderId={order.order_id} />

      <Button onClick={onClose} className="w-full">
        Close
      </Button>
    </div>
  );
}

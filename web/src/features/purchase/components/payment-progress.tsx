// An anonymous order's payment progress (docs/decisions/015 "Screens", "Flows", "Constants"): the order ID, the
// payment's state asked every 5 s for up to 1800 s until the server confirms it, the payment page to reopen, and
// Cancel. Closing the dialog only hides it: following goes on, a button brings it back, and it comes back by itself
// when the payment is settled.

import { useEffect } from 'react';
import { PAYMENT_POLL_INTERVAL_MS, PAYMENT_POLL_LIMIT_S } from '../../../../../shared/constants';
import { MESSAGES } from '../../../../../shared/messages';
import type { OrderPaymentStatus } from '../../../../../shared/schemas/payments';
import { PaymentPageLink } from '../../../components/payment-fields';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { StatusIcon, StatusPanel } from '../../../components/ui/status-panel';
import { usePolledQuery } from '../../../lib/query/polling';
import { QueryProvider } from '../../../lib/query/provider';
import type { OrderPaymentCheck } from '../api/check-payment-status';
import { paymentStatusQuery } from '../api/queries';
import { clearPendingCheckout, type TrackedCheckout } from '../pending-checkout';
import { AfterPayment } from './after-payment';
import { TYPE_LABELS } from '../purchase-request';
import { OrderId } from './order-id';

const UNDERPAID: OrderPaymentStatus = 'underpaid';
const FAILED: OrderPaymentStatus = 'payment_failed';

/** Confirmed, or cancelled or expired at the provider: either way there is nothing more to wait for. */
const isSettled = (check: OrderPaymentCheck) => check.payment_confirmed || check.status === FAILED;

interface PaymentProgressProps {
  checkout: TrackedCheckout;
  visible: boolean;
  onShow: () => void;
  onHide: () => void;
  /** Stops following the order: Cancel, or closing once it is settled. */
  onEnd: () => void;
}

/** Loaded on demand from the landing page's purchase flow, so it brings the query layer with it. */
export function PaymentProgress(props: PaymentProgressProps) {
  return (
    <QueryProvider>
      <Progress {...props} />
    </QueryProvider>
  );
}

function Progress({ checkout, visible, onShow, onHide, onEnd }: PaymentProgressProps) {
  const { orderId, paymentUrl, purchase } = checkout;
  const polling = usePolledQuery(paymentStatusQuery(orderId), {
    isDone: isSettled,
    intervalMs: PAYMENT_POLL_INTERVAL_MS,
    limitMs: PAYMENT_POLL_LIMIT_S * 1000,
  });
  const settled = polling.done ? polling.data! : null;
  const underpaid = !settled && polling.data?.status === UNDERPAID;

  useEffect(() => {
    if (!settled) return;
    clearPendingCheckout(orderId);
    onShow();
  }, [settled, orderId, onShow]);

  const cancel = () => {
    clearPendingCheckout(orderId);
    onEnd();
  };

  if (settled?.payment_confirmed) {
    return (
      <Dialog open={visible} onClose={onEnd} title="Thank you for your order">
        <AfterPayment order={settled.order} onClose={onEnd} />
      </Dialog>
    );
  }

  return (
    <>
      <Dialog
        open={visible}
        onClose={settled ? onEnd : onHide}
        title={settled ? 'Payment not completed' : 'Complete your payment'}
        description={
          settled
            ? undefined
            : 'The payment page opened in a new tab. This window follows the payment and continues by itself once it is confirmed.'
        }
      >
        <div className="space-y-5">
          {settled ? (
            <StatusPanel tone="neutral" title={MESSAGES.paymentCancelled}>
              <p>The payment was cancelled or expired at the payment page, so no number is issued for this order.</p>
            </StatusPanel>
          ) : (
            <StatusPanel
              tone={underpaid ? 'warning' : 'waiting'}
              title={underpaid ? 'Partly paid' : 'Waiting for your payment'}
            >
              {purchase && !underpaid && (
                <p>
                  {TYPE_LABELS[purchase.type]}: {purchase.serviceName}
                </p>
              )}
              {underpaid && (
                <p>
                  Less than the price has arrived. Pay the rest on the payment page, or contact support with your order
                  ID.
                </p>
              )}
              {polling.timedOut && <p>{MESSAGES.paymentCheckStopped}</p>}
            </StatusPanel>
          )}

          <OrderId orderId={orderId} />

          <div className="flex flex-col gap-3 sm:flex-row-reverse">
            {!settled && paymentUrl && <PaymentPageLink url={paymentUrl} />}
            <Button variant="secondary" onClick={settled ? onEnd : cancel} className="flex-1">
              {settled ? 'Close' : 'Cancel'}
            </Button>
          </div>
        </div>
      </Dialog>

      {!visible && !settled && (
        <button
          type="button"
          onClick={onShow}
          aria-haspopup="dialog"
          className="fixed right-4 bottom-4 z-40 flex items-center gap-3 rounded-full bg-slate-900 py-3 pr-5 pl-4 text-sm font-semibold text-white shadow-xl shadow-slate-900/30 hover:bg-slate-800"
        >
          <StatusIcon tone="waiting" />
          Waiting for payment <span className="font-normal text-slate-300">Show</span>
        </button>
      )}
    </>
  );
}

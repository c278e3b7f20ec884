// An anonymous order's progress (docs/decisions/015 "Screens", "Flows", "Constants"; docs/decisions/023): the order
// link and ID, the payment's state asked every 5 s for up to 1800 s until the server confirms it, the payment page to
// reopen, and Cancel; then the view after payment. Closing the dialog before the order is finished only hides it:
// following goes on, a button brings it back, and it comes back by itself when the payment is settled. Closing a
// finished order, or Cancel, ends following. An id the server does not know ends at once with 'Order not found'.

import { useCallback, useEffect, useState } from 'react';
import { PAYMENT_POLL_INTERVAL_MS, PAYMENT_POLL_LIMIT_S } from '@shared/constants';
import { MESSAGES } from '@shared/messages';
import type { OrderPaymentStatus } from '@shared/schemas/payments';
import { PaymentPageLink } from '@/components/payment-fields';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { StatusIcon, StatusPanel } from '@/components/ui/status-panel';
import { usePolledQuery } from '@/lib/query/polling';
import { QueryProvider } from '@/lib/query/provider';
import { Link } from 'react-router-dom';
import { formatUsd } from '@shared/money';
import type { PaymentStatus } from '@shared/schemas/payments';
import { paths } from '@/config/paths';
import type { OrderPaymentCheck } from '../api/check-payment-status';
import { paymentStatusQuery } from '../api/queries';
import type { TrackedCheckout } from '../followed-order';
import { AfterPayment } from './after-payment';
import { TYPE_LABELS } from '../purchase-request';
import { KeptMoneyNote, KeptMoneyPanel } from './kept-money-note';
import { MoneyOwed } from './money-owed';
import { OrderId } from './order-id';

const UNDERPAID: OrderPaymentStatus = 'underpaid';
const FAILED: OrderPaymentStatus = 'payment_failed';

/** Unknown, confirmed, or ended at the provider (expired, cancelled, failed): there is nothing more to wait for. */
const isSettled = (check: OrderPaymentCheck | null) =>
  check === null || check.payment_confirmed || check.status === FAILED;

interface PaymentProgressProps {
  checkout: TrackedCheckout;
  visible: boolean;
  /** This page opened the payment page just now; after a reload or from a link it did not. */
  pageOpened: boolean;
  onShow: () => void;
  onHide: () => void;
  /** Stops following the order and forgets it: Cancel, or closing once it is finished or unknown. */
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

function Progress({ checkout, visible, pageOpened, onShow, onHide, onEnd }: PaymentProgressProps) {
  const { orderId, paymentUrl, purchase } = checkout;
  const polling = usePolledQuery(paymentStatusQuery(orderId), {
    isDone: isSettled,
    intervalMs: PAYMENT_POLL_INTERVAL_MS,
    limitMs: PAYMENT_POLL_LIMIT_S * 1000,
  });
  const settled = polling.done ? polling.data! : null;
  const underpaid = !settled && polling.data?.status === UNDERPAID;
  const [finished, setFinished] = useState(false);
  const markFinished = useCallback(() => setFinished(true), []);

  useEffect(() => {
    if (settled !== null) onShow();
  }, [settled, onShow]);

  if (polling.data === null) {
    return (
      <Dialog
        open={visible}
        onClose={onEnd}
        title={MESSAGES.orderNotFound}
        description={
          <>
            No order has the ID <span className="font-mono break-all">{orderId}</span>. Check the link you opened, or
            contact support.
          </>
        }
      >
        <Button onClick={onEnd} className="w-full">
          Close
        </Button>
      </Dialog>
    );
  }

  if (settled?.payment_confirmed) {
    const close = finished ? onEnd : onHide;
    return (
      <>
        <Dialog open={visible} onClose={close} title="Thank you for your order">
          <AfterPayment order={settled.order} onFinished={markFinished} onClose={close} />
        </Dialog>
        <ShowButton label="Order in progress" hidden={visible} onShow={onShow} />
      </>
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
            : `${waitingLead(pageOpened, paymentUrl !== null)} This window follows the payment and continues by itself once it is confirmed.`
        }
      >
        <div className="space-y-5">
          {settled ? (
            <>
              <NotCompleted check={settled} />
              <MoneyOwed orderId={orderId} />
            </>
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
            <Button variant="secondary" onClick={onEnd} className="flex-1">
              {settled ? 'Close' : 'Cancel'}
            </Button>
          </div>
        </div>
      </Dialog>

      {!settled && <ShowButton label="Waiting for payment" hidden={visible} onShow={onShow} />}
    </>
  );
}

/** What the buyer is told of the payment page: opened just now, to be reopened below, or on the page they were given. */
function waitingLead(pageOpened: boolean, hasPageLink: boolean): string {
  if (pageOpened) return 'The payment page opened in a new tab.';
  return hasPageLink
    ? 'Pay on the payment page: the Open Payment Page button opens it again.'
    : 'Pay on the payment page you were given.';
}

/** The title of a payment that ended without money: how it ended, in the spec's words where it has them. */
const ENDED_TITLES: Partial<Record<PaymentStatus, string>> = {
  cancelled: MESSAGES.paymentCancelled,
  expired: MESSAGES.paymentExpired,
  failed: MESSAGES.paymentFailed,
};

/**
 * A payment that ended without paying the order, told as it ended: expired, cancelled or failed (docs/decisions/051).
 * When money arrived it is kept for support, and the buyer is told how much and how to get it back (docs/decisions/038);
 * no payment page is offered, for it no longer takes payments.
 */
function NotCompleted({ check }: { check: OrderPaymentCheck }) {
  const payment = check.payment;
  const ended = MESSAGES.paymentEndedAs(payment?.status ?? '');
  if (!payment || payment.received_amount === 0) {
    return (
      <StatusPanel tone="neutral" title={(payment && ENDED_TITLES[payment.status]) ?? 'Payment not completed'}>
        <p>The payment {ended} at the payment page, so no number is issued for this order.</p>
      </StatusPanel>
    );
  }
  return (
    <KeptMoneyPanel orderId={check.order.order_id}>
      <p>
        {formatUsd(payment.received_amount)} of the {formatUsd(payment.amount)} price arrived, but the payment {ended}{' '}
        before it was complete, so nothing was issued for this order.
      </p>
      <KeptMoneyNote orderId={check.order.order_id}>
        The money is kept. To get it back,{' '}
        <Link to={paths.public.contact.getHref()} className="font-semibold underline">
          contact support
        </Link>{' '}
        quoting your order ID below.
      </KeptMoneyNote>
    </KeptMoneyPanel>
  );
}

/**
 * Brings back the hidden dialog of an order still followed. Kept on the page while the dialog is up (hidden, not
 * removed), so the dialog it reopened gives focus back to it on closing.
 */
function ShowButton({ label, hidden, onShow }: { label: string; hidden: boolean; onShow: () => void }) {
  return (
    <button
      type="button"
      hidden={hidden}
      onClick={onShow}
      aria-haspopup="dialog"
      className="fixed right-4 bottom-4 z-40 flex items-center gap-3 rounded-full bg-slate-900 py-3 pr-5 pl-4 text-sm font-semibold text-white shadow-xl shadow-slate-900/30 hover:bg-slate-800"
    >
      <StatusIcon tone="waiting" />
      {label} <span className="font-normal text-slate-300">Show</span>
    </button>
  );
}

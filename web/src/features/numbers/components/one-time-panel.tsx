// Buying a one-time number on the member screens (docs/decisions/015 "Screens", "Flows"): the service grid, Get SMS,
// the current-number panel (its orders query polls every 5 s for up to 900 000 ms until the code arrives), and
// 'Change Service?' while a number waits (the new service then stays chosen for Get SMS), and Cancel with its refund
// stated. The wait counts as activity: the inactivity time-out does not end the session
// while the number on screen waits for its code (docs/decisions/004).

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { LABELS, MESSAGES } from '@shared/messages';
import { formatUsd } from '@shared/money';
import type { OrderView } from '@shared/schemas/orders';
import type { Service } from '@shared/schemas/services';
import { ServiceGrid } from '@/components/service-grid';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { refreshMemberData } from '@/lib/refresh-member-data';
import { holdActivity, recordActivity } from '@/lib/session-storage';
import { useCountdown } from '@/lib/use-countdown';
import { showToast } from '@/lib/window-events';
import { cancelOrder } from '../api/cancel-order';
import { ordersQuery } from '../api/queries';
import { useWaitingOrderPush } from '../use-numbers-push';
import { CurrentNumberPanel } from './current-number-panel';

/** The order the panel shows: the newest one, while it waits for its code or its code is still fresh. */
export function currentOrder(orders: readonly OrderView[], now: number = Date.now()): OrderView | null {
  const newest = orders[0];
  if (!newest || newest.status === 'cancelled') return null;
  return Date.parse(newest.expires_at) > now ? newest : null;
}

interface OneTimePanelProps {
  services: readonly Service[];
  /**
   * Buys a number for the service from the wallet (the purchase flow, which asks the member to confirm first and then
   * calls `onConfirmed`); true when one was bought.
   */
  buy: (service: Service, onConfirmed: () => void) => Promise<boolean>;
}

/**
 * While `waiting`, the inactivity rule does not end the session in this tab, and each second of the countdown records
 * activity as a click would, so other tabs see it too.
 */
function useWaitCountsAsActivity(waiting: OrderView | null): void {
  const waitingId = waiting?.id ?? null;
  useEffect(() => (waitingId ? holdActivity() : undefined), [waitingId]);
  const secondsLeft = useCountdown(waiting?.expires_at ?? null);
  useEffect(() => {
    if (waitingId && secondsLeft) recordActivity();
  }, [waitingId, secondsLeft]);
}

export function OneTimePanel({ services, buy }: OneTimePanelProps) {
  const queryClient = useQueryClient();
  const { data: orders = [] } = useQuery(ordersQuery());
  const [service, setService] = useState<Service | null>(null);
  const [busy, setBusy] = useState(false);
  const [changeTo, setChangeTo] = useState<Service | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const current = currentOrder(orders);
  const waiting = current?.status === 'pending' ? current : null;

  useWaitCountsAsActivity(waiting);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const [bought, setBought] = useState(false);
  const waitingId = waiting?.id ?? null;
  useEffect(() => {
    // Get SMS, which opened the summary, is disabled once the number waits: the keyboard goes on from its Cancel.
    if (!bought || !waitingId) return;
    cancelButton.current?.focus();
    setBought(false);
  }, [bought, waitingId]);
  useWaitingOrderPush(waiting);

  const choose = (picked: Service) => {
    if (waiting && picked.id !== waiting.service_id) setChangeTo(picked);
    else setService(picked);
  };

  const getSms = async () => {
    if (!service) return;
    // Busy from the confirmation on; a purchase refreshes the balance and the orders itself.
    const done = await buy(service, () => setBusy(true));
    setBusy(false);
    setBought(done);
  };

  /**
   * Cancels the waiting number for its refund. The list is marked at once, so the panel stops waiting and Get SMS is
   * ready for the service chosen next, whatever a list read just after the cancel still says.
   */
  const cancelWaiting = async (): Promise<boolean> => {
    if (!waiting) return false;
    let cancelled = false;
    try {
      const { message } = await cancelOrder(waiting.id);
      showToast(message, 'success');
      queryClient.setQueryData(ordersQuery().queryKey, (list) =>
        list?.map((order) => (order.id === waiting.id ? { ...order, status: 'cancelled' as const } : order)),
      );
      cancelled = true;
    } catch (error) {
      showToast(error instanceof ApiError ? error.message : MESSAGES.apiRequestFailed, 'error');
    }
    void refreshMemberData();
    return cancelled;
  };

  const changeService = async () => {
    const next = changeTo;
    setChangeTo(null);
    if (next && (await cancelWaiting())) setService(next);
  };

  const cancelNumber = async () => {
    setCancelling(false);
    await cancelWaiting();
  };

  const onExpired = useCallback(() => {
    // The server cancels and refunds it within a minute; the balance and the list catch up on their next read.
    void refreshMemberData();
  }, []);

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <ServiceGrid services={services} type="one-time" selectedId={service?.id ?? null} onSelect={choose} />
        <Button
          className="mt-5 w-full py-3"
          disabled={!service || busy || waiting !== null}
          onClick={() => void getSms()}
        >
          {busy ? LABELS.processing : `${LABELS.getSms}${service ? ` · ${formatUsd(service.price_cents)}` : ''}`}
        </Button>
        {waiting && (
          <Button ref={cancelButton} variant="secondary" className="mt-3 w-full" onClick={() => setCancelling(true)}>
            Cancel
          </Button>
        )}
      </div>
      <CurrentNumberPanel order={current} onExpired={onExpired} />
      {changeTo && waiting && (
        <Dialog
          open
          onClose={() => setChangeTo(null)}
          title={LABELS.changeService}
          description={`${waiting.phone_number} is still waiting for its ${waiting.service_name} code. Changing to ${changeTo.name} cancels it and refunds ${formatUsd(waiting.price)} to your wallet.`}
        >
          <div className="flex flex-col gap-3 sm:flex-row-reverse">
            <Button className="flex-1" onClick={() => void changeService()}>
              Change service
            </Button>
            <Button variant="secondary" className="flex-1" onClick={() => setChangeTo(null)}>
              Keep this number
            </Button>
          </div>
        </Dialog>
      )}
      {cancelling && waiting && (
        <Dialog
          open
          onClose={() => setCancelling(false)}
          title="Cancel this number?"
          description={`${waiting.phone_number} is still waiting for its ${waiting.service_name} code. Cancelling it refunds ${formatUsd(waiting.price)} to your wallet.`}
        >
          <div className="flex flex-col gap-3 sm:flex-row-reverse">
            <Button className="flex-1" onClick={() => void cancelNumber()}>
              Cancel and refund {formatUsd(waiting.price)}
            </Button>
            <Button variant="secondary" className="flex-1" onClick={() => setCancelling(false)}>
              Keep this number
            </Button>
          </div>
        </Dialog>
      )}
    </div>
  );
}

// Buying a one-time number on the member screens (docs/decisions/015 "Screens", "Flows"): the service grid, Get SMS,
// the current-number panel polled every 5 s for up to 900 000 ms until its code arrives, and 'Change Service?' while a
// number waits.

import { useCallback, useEffect, useState } from 'react';
import { ORDER_POLL_INTERVAL_MS, ORDER_POLL_LIMIT_MS } from '../../../../../shared/constants';
import { LABELS, MESSAGES } from '../../../../../shared/messages';
import { formatUsd } from '../../../../../shared/money';
import type { OrderView } from '../../../../../shared/schemas/orders';
import type { Service } from '../../../../../shared/schemas/services';
import { ServiceGrid } from '../../../components/service-grid';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api-client';
import { dispatchWindowEvent, showToast } from '../../../lib/window-events';
import { cancelOrder } from '../api/cancel-order';
import { CurrentNumberPanel } from './current-number-panel';

/** The order the panel shows: the newest one, while it waits for its code or its code is still fresh. */
export function currentOrder(orders: readonly OrderView[], now: number = Date.now()): OrderView | null {
  const newest = orders[0];
  if (!newest || newest.status === 'cancelled') return null;
  return Date.parse(newest.expires_at) > now ? newest : null;
}

interface OneTimePanelProps {
  services: readonly Service[];
  orders: readonly OrderView[];
  reloadOrders: () => Promise<void>;
  /** Buys a number for the service from the wallet (the purchase flow); true when one was bought. */
  buy: (service: Service) => Promise<boolean>;
}

export function OneTimePanel({ services, orders, reloadOrders, buy }: OneTimePanelProps) {
  const [service, setService] = useState<Service | null>(null);
  const [busy, setBusy] = useState(false);
  const [changeTo, setChangeTo] = useState<Service | null>(null);
  const current = currentOrder(orders);
  const waiting = current?.status === 'pending' ? current : null;

  // Polled every 5 s while the number waits for its code, for at most 900 000 ms (docs/decisions/015 "Calls").
  useEffect(() => {
    if (!waiting) return;
    const stopAt = Date.parse(waiting.created_at) + ORDER_POLL_LIMIT_MS;
    const timer = window.setInterval(() => {
      if (Date.now() > stopAt) window.clearInterval(timer);
      else void reloadOrders();
    }, ORDER_POLL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [waiting, reloadOrders]);

  const choose = (picked: Service) => {
    if (waiting && picked.id !== waiting.service_id) setChangeTo(picked);
    else setService(picked);
  };

  const getSms = async () => {
    if (!service) return;
    setBusy(true);
    const bought = await buy(service);
    setBusy(false);
    if (bought) await reloadOrders();
  };

  const changeService = async () => {
    if (!waiting || !changeTo) return;
    try {
      const { message } = await cancelOrder(waiting.id);
      showToast(message, 'success');
      dispatchWindowEvent('balanceUpdated');
      setService(changeTo);
    } catch (error) {
      showToast(error instanceof ApiError ? error.message : MESSAGES.apiRequestFailed, 'error');
    }
    setChangeTo(null);
    await reloadOrders();
  };

  const onExpired = useCallback(() => {
    // The server cancels and refunds it within a minute; the balance and the list catch up on their next read.
    void reloadOrders();
    dispatchWindowEvent('balanceUpdated');
  }, [reloadOrders]);

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
    </div>
  );
}

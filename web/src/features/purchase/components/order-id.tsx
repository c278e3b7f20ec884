// An anonymous order's id, shown whole with a copy button: the buyer's only key to the order.

import { CopyButton } from '../../../components/ui/copy-button';

export function OrderId({ orderId }: { orderId: string }) {
  return (
    <div className="rounded-xl bg-slate-50 p-4">
      <p className="text-xs font-medium text-slate-600">Order ID</p>
      <div className="mt-1 flex items-start justify-between gap-3">
        <p className="font-mono text-sm font-semibold break-all text-slate-900" data-testid="order-id">
          {orderId}
        </p>
        <CopyButton value={orderId} subject="order ID" />
      </div>
      <p className="mt-2 text-xs leading-5 text-slate-600">
        Keep it: it is the only key to your order if you contact support.
      </p>
    </div>
  );
}

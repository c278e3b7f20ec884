// An anonymous order's id and its link, each shown whole with Copy: the link brings the buyer back to the order from
// any browser (docs/decisions/023), the id is the key to it when they contact support.

import { CopyButton } from '@/components/ui/copy-button';
import { orderLink } from '@/lib/order-link';

export function OrderId({ orderId }: { orderId: string }) {
  const link = orderLink(orderId);
  return (
    <div className="space-y-3 rounded-xl bg-slate-50 p-4">
      <div>
        <p className="text-xs font-medium text-slate-600">Order link</p>
        <div className="mt-1 flex items-start justify-between gap-3">
          <a href={link} className="font-mono text-sm font-semibold break-all text-brand-700 underline">
            {link}
          </a>
          <CopyButton value={link} subject="order link" />
        </div>
        <p className="mt-1 text-xs leading-5 text-slate-600">
          Keep this link: it brings you back to this order from any browser. Anyone who has it can see the order.
        </p>
      </div>
      <div>
        <p className="text-xs font-medium text-slate-600">Order ID</p>
        <div className="mt-1 flex items-start justify-between gap-3">
          <p className="font-mono text-sm font-semibold break-all text-slate-900">{orderId}</p>
          <CopyButton value={orderId} subject="order ID" />
        </div>
        <p className="mt-1 text-xs leading-5 text-slate-600">Give it to support if you contact us about the order.</p>
      </div>
    </div>
  );
}

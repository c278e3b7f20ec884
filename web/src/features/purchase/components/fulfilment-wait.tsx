// What a paid anonymous order shows while fulfilment hands out its number, and when that takes too long.

import { StatusPanel } from '@/components/ui/status-panel';

export function FulfilmentWait({ product, timedOut }: { product: string; timedOut: boolean }) {
  return timedOut ? (
    <StatusPanel tone="warning" title="Payment confirmed">
      <p>Your {product} could not be prepared yet. Contact support with your order ID.</p>
    </StatusPanel>
  ) : (
    <StatusPanel tone="waiting" title="Payment confirmed">
      <p>Your {product} is being prepared…</p>
    </StatusPanel>
  );
}

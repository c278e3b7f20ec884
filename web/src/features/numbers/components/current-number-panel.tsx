// The member's current-number panel (docs/decisions/015 "Screens", "Flows"): the latest one-time order's number and
// code, or a hint when there is none; the countdown reaching 0 clears the panel.

import { useEffect } from 'react';
import { LABELS } from '@shared/messages';
import type { OrderView } from '@shared/schemas/orders';
import { NumberCodeCard, useCodeWait, type NumberCode } from '@/components/number-code-card';

interface CurrentNumberPanelProps {
  order: OrderView | null;
  /** Called once when a waiting order's countdown reaches 0. */
  onExpired: () => void;
}

/** Pending with a code: the member asked for another SMS (docs/decisions/030 "Another SMS"). */
export const waitsForAnother = (order: OrderView) => order.status === 'pending' && order.verification_code !== null;

function numberOf(order: OrderView | null): NumberCode | null {
  if (!order || order.status === 'cancelled') return null;
  return {
    phoneNumber: order.phone_number,
    code: order.verification_code,
    expiresAt: order.expires_at,
    // After a code the member may ask for another SMS: the last code stays shown while the next is awaited (030).
    caption: `${order.service_name} · SMS-${order.id}${waitsForAnother(order) ? ` · ${LABELS.waitingForAnotherSms}` : ''}`,
    otherMessages: order.other_messages,
  };
}

export function CurrentNumberPanel({ order, onExpired }: CurrentNumberPanelProps) {
  const number = numberOf(order);
  const { expired } = useCodeWait(number);
  useEffect(() => {
    if (expired) onExpired();
  }, [expired, onExpired]);
  if (!number || expired) {
    return (
      <section
        aria-label="Current number"
        className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center"
      >
        <p className="text-sm text-slate-600">Choose a service and press {LABELS.getSms} to get a UK number.</p>
      </section>
    );
  }
  return <NumberCodeCard number={number} />;
}

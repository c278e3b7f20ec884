// A paid anonymous one-time order: its number with the mm:ss countdown, then the code, asked every 3 s for up to
// 900 s (docs/decisions/015 "Calls", "Constants") while no socket pushes it (docs/decisions/041); polling stops when
// the code arrives or the order ends.

import { useQueryClient } from '@tanstack/react-query';
import { ANONYMOUS_SMS_POLL_INTERVAL_MS, ANONYMOUS_SMS_POLL_LIMIT_S } from '@shared/constants';
import { MESSAGES } from '@shared/messages';
import { NumberCodeCard, useCodeWait } from '@/components/number-code-card';
import { StatusPanel } from '@/components/ui/status-panel';
import type { PushMessage } from '@shared/schemas/push';
import { isPushOpen, usePush } from '@/lib/push/push-socket';
import { usePolledQuery } from '@/lib/query/polling';
import type { SmsCheck } from '../api/check-sms';
import { smsCheckQuery } from '../api/queries';
import { FulfilmentWait } from './fulfilment-wait';
import { MoneyOwed } from './money-owed';
import { useReportFinished, type AfterPaymentViewProps } from './use-report-finished';

const isDone = (check: SmsCheck) => check.sms_code !== null || check.status === 'cancelled';

/** The check with a pushed code, or with a pushed message kept on the order (once, however often it is pushed). */
function withPushed(check: SmsCheck, message: Exclude<PushMessage, { type: 'lease_message' }>): SmsCheck {
  if (message.type === 'code') return { ...check, sms_code: message.code, status: 'completed' };
  const known = check.other_messages.some((kept) => kept.received_at === message.message.received_at);
  return known ? check : { ...check, other_messages: [...check.other_messages, message.message] };
}

/**
 * The order's socket while its code is awaited (docs/decisions/041): a pushed code goes into the check's cache; the
 * check is read once when the socket opens or closes, and polled only while it is closed.
 */
function useCodePush(orderId: string, waiting: boolean): void {
  const queryClient = useQueryClient();
  const { queryKey } = smsCheckQuery(orderId);
  usePush(
    waiting ? { order: orderId } : null,
    (message) => {
      if (message.type === 'lease_message' || message.order_id !== orderId) return;
      queryClient.setQueryData(queryKey, (check) => check && withPushed(check, message));
    },
    () => void queryClient.invalidateQueries({ queryKey }),
  );
}

export function OneTimeAfterPayment({ order, onFinished }: AfterPaymentViewProps) {
  const polling = usePolledQuery(smsCheckQuery(order.order_id), {
    isDone,
    intervalMs: ANONYMOUS_SMS_POLL_INTERVAL_MS,
    limitMs: ANONYMOUS_SMS_POLL_LIMIT_S * 1000,
    paused: () => isPushOpen({ order: order.order_id }),
  });
  const check = polling.data ?? null;
  useCodePush(order.order_id, check?.phone_number != null && !isDone(check));
  const number =
    check?.phone_number && check.expires_at
      ? {
          phoneNumber: check.phone_number,
          code: check.sms_code,
          expiresAt: check.expires_at,
          caption: `${order.service} · one number, one code`,
          otherMessages: check.other_messages,
          ifNoCode: MESSAGES.anonymousNoCode,
        }
      : null;
  const { expired } = useCodeWait(number);
  const released = number !== null && !number.code && (expired || check?.status === 'cancelled');
  useReportFinished(Boolean(number?.code) || released || polling.timedOut, onFinished);

  if (!number) return <FulfilmentWait product={`${order.service} number`} timedOut={polling.timedOut} />;
  if (released) {
    return (
      <>
        <StatusPanel tone="neutral" title="No SMS arrived">
          <p>No code reached {number.phoneNumber} within 15 minutes, so the number is released.</p>
        </StatusPanel>
        <MoneyOwed orderId={order.order_id} awaited />
      </>
    );
  }
  return <NumberCodeCard number={number} />;
}

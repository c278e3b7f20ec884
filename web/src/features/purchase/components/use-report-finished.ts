// How a view after payment tells the dialog that the order is finished (handed over, or nothing more to wait for), so
// that closing it forgets the order kept in the browser (docs/decisions/023).

import { useEffect } from 'react';
import type { PaymentStatusResponse } from '@shared/schemas/payments';

export type PaidOrder = PaymentStatusResponse['order'];

export interface AfterPaymentViewProps {
  order: PaidOrder;
  /** Called once the view has nothing more to wait for; stable across renders. */
  onFinished: () => void;
}

export function useReportFinished(finished: boolean, onFinished: () => void): void {
  useEffect(() => {
    if (finished) onFinished();
  }, [finished, onFinished]);
}

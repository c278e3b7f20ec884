// The Add Funds dialog (docs/decisions/015 "Screens"): the form, then the instructions that follow the payment. Closing
// it resets it to the form. Reusable: the wallet screen opens it with its quick amounts, the dashboard with its own.

import { useState } from 'react';
import { LABELS } from '@shared/messages';
import type { TopUpPayment } from '@shared/schemas/payments';
import { Dialog } from '@/components/ui/dialog';
import { savePendingTopUp, type PendingTopUp } from '../pending-top-up';
import { AddFundsForm } from './add-funds-form';
import { TopUpProgress } from './top-up-progress';

export interface AddFundsDialogProps {
  open: boolean;
  onClose: () => void;
  /**
   * Quick amounts in dollars (docs/decisions/015 "Constants": 10, 25, 50, 100, 250, 500 on the wallet; 10, 20, 50,
   * 100, 200 on the dashboard).
   */
  quickAmounts: readonly number[];
  /** Dollars to start the form with. */
  initialAmount?: number;
  /** A top-up to follow straight away, skipping the form (back from the payment page). */
  resume?: PendingTopUp;
}

type Step = { kind: 'form' } | { kind: 'instructions'; tracked: PendingTopUp; created: TopUpPayment | null };

function AddFundsSteps({ quickAmounts, initialAmount, resume, onClose }: Omit<AddFundsDialogProps, 'open'>) {
  const [step, setStep] = useState<Step>(
    resume ? { kind: 'instructions', tracked: resume, created: null } : { kind: 'form' },
  );

  if (step.kind === 'instructions') {
    return (
      <TopUpProgress
        tracked={step.tracked}
        created={step.created}
        onRetry={() => setStep({ kind: 'form' })}
        onClose={onClose}
      />
    );
  }
  return (
    <AddFundsForm
      quickAmounts={quickAmounts}
      initialAmount={initialAmount}
      onCreated={(payment) => {
        savePendingTopUp(payment);
        setStep({ kind: 'instructions', tracked: payment, created: payment });
      }}
    />
  );
}

export function AddFundsDialog({ open, onClose, ...steps }: AddFundsDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={LABELS.addFunds}
      description="Top up your wallet in crypto. Funds arrive as soon as the payment is confirmed."
    >
      <AddFundsSteps {...steps} onClose={onClose} />
    </Dialog>
  );
}

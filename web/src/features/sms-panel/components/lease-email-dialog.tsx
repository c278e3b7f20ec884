// The anonymous lease's email dialog (docs/decisions/015 "Flows", "Validation"): where the lease's codes are forwarded,
// asked before payment.

import { useState, type FormEvent } from 'react';
import { MESSAGES } from '../../../../../shared/messages';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { showToast } from '../../../lib/window-events';

export function LeaseEmailDialog({ onSubmit, onClose }: { onSubmit: (email: string) => void; onClose: () => void }) {
  const [email, setEmail] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    if (!/^[^\s@]+@[^\s@]+$/.test(trimmed)) {
      showToast(MESSAGES.enterValidEmail, 'warning');
      return;
    }
    onSubmit(trimmed);
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title="Where should we forward your codes?"
      description="Every SMS your leased number receives in the next 30 days is forwarded to this address."
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <FormField label="Email address" type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <Button type="submit" className="w-full">
          Continue to Payment
        </Button>
      </form>
    </Dialog>
  );
}

// The anonymous lease's email dialog (docs/decisions/015 "Flows", "Validation"): where the lease's codes are forwarded,
// asked before payment.

import { MESSAGES } from '@shared/messages';
import { leaseEmailForm } from '@shared/schemas/payments';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { schemaField, useSchemaForm } from '@/lib/forms/use-schema-form';
import { showToast } from '@/lib/window-events';

export function LeaseEmailDialog({ onSubmit, onClose }: { onSubmit: (email: string) => void; onClose: () => void }) {
  const form = useSchemaForm(leaseEmailForm, { defaultValues: { email: '' } });
  const submit = form.handleSubmit(
    ({ email }) => onSubmit(email),
    () => showToast(MESSAGES.enterValidEmail, 'warning'),
  );

  return (
    <Dialog
      open
      onClose={onClose}
      title="Where should we forward your codes?"
      description="Every SMS your leased number receives in the next 30 days is forwarded to this address."
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <FormField label="Email address" type="email" autoComplete="email" {...schemaField(form, 'email')} />
        <Button type="submit" className="w-full">
          Continue to Payment
        </Button>
      </form>
    </Dialog>
  );
}

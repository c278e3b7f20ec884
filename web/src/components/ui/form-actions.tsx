// A dialog form's frame, the same in the member and admin dialogs: its fields, the form's own message where it has one,
// then Cancel and the submit button, which says what it is doing while the form is being sent.

import type { FormEvent, ReactNode } from 'react';
import { Button, type ButtonVariant } from './button';
import { FormAlert } from './form-alert';

interface FormActionsProps {
  onCancel: () => void;
  submitLabel: string;
  /** Shown on the submit button while `submitting` (e.g. 'Saving...'). */
  busyLabel?: string;
  submitting?: boolean;
  variant?: ButtonVariant;
}

export function FormActions({
  onCancel,
  submitLabel,
  busyLabel,
  submitting = false,
  variant = 'primary',
}: FormActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" variant={variant} disabled={submitting}>
        {submitting && busyLabel ? busyLabel : submitLabel}
      </Button>
    </div>
  );
}

/** A form checked by its schema (`noValidate`: the fields say their own problems), ending with its FormActions. */
export function DialogForm({
  onSubmit,
  problem,
  className = 'space-y-4',
  children,
  ...actions
}: FormActionsProps & {
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** The form's own message, for a form that shows one rather than a toast. */
  problem?: string | null;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className={className}>
      {children}
      {problem !== undefined && <FormAlert message={problem} />}
      <FormActions {...actions} />
    </form>
  );
}

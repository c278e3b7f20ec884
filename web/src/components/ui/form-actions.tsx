// A dialog form's buttons, the same in the member and admin dialogs: Cancel, then the submit button, which says what
// it is doing while the form is being sent.

import { Button, type ButtonVariant } from './button';

export function FormActions({
  onCancel,
  submitLabel,
  busyLabel,
  submitting = false,
  variant = 'primary',
}: {
  onCancel: () => void;
  submitLabel: string;
  /** Shown on the submit button while `submitting` (e.g. 'Saving...'). */
  busyLabel?: string;
  submitting?: boolean;
  variant?: ButtonVariant;
}) {
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

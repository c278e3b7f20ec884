// A labelled text input; the label is always visible so the field is named for screen readers and for everyone. A field
// with a problem says so under itself, marked `aria-invalid` and described by its message (docs/decisions/017).

import { useId, type ComponentProps } from 'react';
import { INPUT_CLASS } from './input-class';

interface FormFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  /** The field's own problem, shown under it. */
  error?: string;
  /** A hint shown under the field while it has no problem. */
  hint?: string;
}

// The input's look, apart so a page that only draws an input (the landing page's service search) loads no form.
export { INPUT_CLASS } from './input-class';

/** What an input needs to be marked invalid and described by its message or hint. */
export function describedField(id: string, error: string | undefined, hint?: string) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy } as const;
}

/** The message under a field: its problem in red, else its hint. */
export function FieldMessage({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  if (error) {
    return (
      <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
        {error}
      </p>
    );
  }
  if (!hint) return null;
  return (
    <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-600">
      {hint}
    </p>
  );
}

export function FormField({ label, error, hint, className = '', ...input }: FormFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input className={INPUT_CLASS} {...input} {...describedField(id, error, hint)} />
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  );
}

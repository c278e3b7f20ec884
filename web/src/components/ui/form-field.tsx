// Labelled fields (a text input, a dropdown, a multi-line field); the label is always visible so the field is named for
// screen readers and for everyone. A field with a problem says so under itself, marked `aria-invalid` and described by
// its message (docs/decisions/017).

import { useId, type ComponentProps, type ReactNode } from 'react';
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

/** A field's frame: its label, the control, then its message (or what `below` puts in the message's place). */
function Labelled({
  id,
  label,
  error,
  hint,
  className,
  below,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  className: string;
  below?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {below ?? <FieldMessage id={id} error={error} hint={hint} />}
    </div>
  );
}

export function FormField({ label, error, hint, className = '', ...input }: FormFieldProps) {
  const id = useId();
  return (
    <Labelled id={id} label={label} error={error} hint={hint} className={className}>
      <input className={INPUT_CLASS} {...input} {...describedField(id, error, hint)} />
    </Labelled>
  );
}

interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'id'> {
  label: string;
  error?: string;
  /** The `option` elements. */
  children: ReactNode;
}

/** A labelled dropdown, marked and described as a text field is. */
export function SelectField({ label, error, className = '', children, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <Labelled id={id} label={label} error={error} className={className}>
      <select
        className={`${INPUT_CLASS} disabled:bg-slate-50 disabled:text-slate-500`}
        {...select}
        {...describedField(id, error)}
      >
        {children}
      </select>
    </Labelled>
  );
}

interface TextAreaFieldProps extends Omit<ComponentProps<'textarea'>, 'id'> {
  label: string;
  error?: string;
  /** A running count under the field (e.g. '12/500'), red once `over`; it describes the field while it is valid. */
  counter?: { text: string; over: boolean };
}

/** A labelled multi-line field, with its problem under it and, for a field with a limit, its running count. */
export function TextAreaField({ label, error, counter, className = '', rows = 3, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  const count = counter && (
    <div className="mt-1.5 flex items-start justify-between gap-3">
      <FieldMessage id={id} error={error} />
      <span
        id={`${id}-hint`}
        className={`ml-auto text-xs tabular-nums ${counter.over ? 'text-red-700' : 'text-slate-500'}`}
      >
        {counter.text}
      </span>
    </div>
  );
  return (
    <Labelled id={id} label={label} error={error} className={className} below={count}>
      <textarea rows={rows} className={INPUT_CLASS} {...textarea} {...describedField(id, error, counter?.text)} />
    </Labelled>
  );
}

/** A password: the account's own (`current`, which a browser fills in) or a new one (which a browser may suggest). */
export function PasswordField({
  current = false,
  ...field
}: Omit<FormFieldProps, 'type' | 'autoComplete'> & { current?: boolean }) {
  return <FormField type="password" autoComplete={current ? 'current-password' : 'new-password'} {...field} />;
}

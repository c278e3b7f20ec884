// A labelled text input; the label is always visible so the field is named for screen readers and for everyone.

import { useId, type InputHTMLAttributes } from 'react';

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  multiline?: false;
}

export const INPUT_CLASS =
  'mt-1.5 block w-full rounded-lg border-0 bg-white px-3 py-2.5 text-base text-slate-900 ring-1 ring-slate-300 ring-inset placeholder:text-slate-400 focus:ring-2 focus:ring-brand-600 focus:outline-none sm:text-sm';

export function FormField({ label, className = '', ...input }: FormFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input id={id} className={INPUT_CLASS} {...input} />
    </div>
  );
}

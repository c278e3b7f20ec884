// The look of a text input, shared by the form fields and the inputs drawn without a form frame.

export const INPUT_CLASS =
  'mt-1.5 block w-full rounded-lg border-0 bg-white px-3 py-2.5 text-base text-slate-900 ring-1 ring-slate-300 ring-inset placeholder:text-slate-400 focus:ring-2 focus:ring-brand-600 focus:outline-none aria-invalid:ring-2 aria-invalid:ring-red-500 sm:text-sm';

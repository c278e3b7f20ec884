// A form checked by a shared zod schema with react-hook-form (docs/decisions/017): each field is checked when it is
// left and again as it changes after that, and carries its own message; the server's `details` land on their fields.

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type Path, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type * as z from 'zod';
import { ApiError } from '../api-client';

export function useSchemaForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver'> = {},
): UseFormReturn<Input, unknown, Output> {
  return useForm<Input, unknown, Output>({ mode: 'onTouched', ...options, resolver: zodResolver(schema) });
}

/**
 * Puts a refused call's `details` on the fields of this form they name, focusing the first; true when at least one
 * field took a message (the caller then shows no other message for it).
 */
export function showServerDetails<Input extends FieldValues>(
  form: Pick<UseFormReturn<Input, unknown, unknown>, 'setError' | 'getValues'>,
  error: unknown,
): boolean {
  if (!(error instanceof ApiError) || !error.details) return false;
  const fields = Object.keys(form.getValues());
  const named = Object.entries(error.details).filter(([field]) => fields.includes(field));
  named.forEach(([field, message], index) => {
    form.setError(field as Path<Input>, { type: 'server', message }, { shouldFocus: index === 0 });
  });
  return named.length > 0;
}

/** What a field component takes from the form for one of its fields: the registration and the field's own problem. */
export function schemaField<Input extends FieldValues>(
  form: Pick<UseFormReturn<Input, unknown, unknown>, 'register' | 'getFieldState' | 'formState'>,
  name: Path<Input>,
) {
  return { ...form.register(name), error: form.getFieldState(name, form.formState).error?.message };
}

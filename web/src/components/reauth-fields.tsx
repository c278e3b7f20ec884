// The fields a change that lasts or cannot be undone asks for again (docs/decisions/050): the member's password, and,
// when two-factor sign-in is on, a code from the authenticator app or a recovery code. The server refuses without them
// (401 REAUTH_REQUIRED, its `details` on these fields).

import { useQuery } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { schemaField } from '@/lib/forms/use-schema-form';
import { twoFactorStatusQuery } from '@/lib/two-factor-status';
import { FormField, PasswordField } from './ui/form-field';

type ReauthForm<Input extends FieldValues> = Pick<
  UseFormReturn<Input, unknown, unknown>,
  'register' | 'getFieldState' | 'formState'
>;

export function ReauthFields<Input extends FieldValues & { password: string; code?: string }>({
  form,
}: {
  form: ReauthForm<Input>;
}) {
  const twoFactor = useQuery(twoFactorStatusQuery()).data?.enabled === true;
  return (
    <>
      <PasswordField
        label="Your password"
        current
        hint="Asked again to confirm it is you"
        {...schemaField(form, 'password' as Path<Input>)}
      />
      {twoFactor && (
        <FormField
          label="Authentication or recovery code"
          autoComplete="one-time-code"
          {...schemaField(form, 'code' as Path<Input>)}
        />
      )}
    </>
  );
}

// The choice, in every dialog that ends the member's other sessions, to revoke their API keys too (docs/decisions/050):
// nothing else is revoked silently, and a key someone else may hold keeps working until the member says so.

import type { ComponentProps } from 'react';
import { CheckboxField } from './ui/checkbox-field';

export function RevokeKeysField(input: Omit<ComponentProps<typeof CheckboxField>, 'label' | 'hint'>) {
  return (
    <CheckboxField
      label="Also revoke my API keys"
      hint="Every key is deleted at once and calls with it are refused; the time already paid for is not refunded."
      {...input}
    />
  );
}

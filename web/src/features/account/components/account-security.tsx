// Account Security (docs/decisions/020, 042): the password, with the Change Password dialog, and two-factor sign-in.
// A member finds it on the Profile, an admin on the Sign-in security page.

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { AccountSection } from './account-section';
import { ChangePasswordDialog } from './change-password-dialog';
import { TwoFactorSection } from './two-factor-section';

export function AccountSecurity() {
  const [changing, setChanging] = useState(false);
  return (
    <AccountSection id="account-security" title="Account Security">
      <div className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="text-sm font-medium text-slate-900">Password</p>
          <p className="text-sm text-slate-600">Changing it logs you out everywhere else.</p>
        </div>
        <Button variant="secondary" aria-haspopup="dialog" onClick={() => setChanging(true)}>
          Change Password
        </Button>
      </div>
      <TwoFactorSection />
      {changing && <ChangePasswordDialog onClose={() => setChanging(false)} />}
    </AccountSection>
  );
}

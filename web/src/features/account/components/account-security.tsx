// Account Security (docs/decisions/020, 042, 056): the email, with the Change Email dialog (opened at once when the page
// is reached by the undeliverable-address notice's link), the password, with the Change Password dialog, and two-factor
// sign-in. A member finds it on the Profile, an admin on the Sign-in security page.

import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { MESSAGES } from '@shared/messages';
import { useSession } from '@/lib/session';
import { Button } from '@/components/ui/button';
import { AccountSection } from './account-section';
import { ChangeEmailDialog } from './change-email-dialog';
import { ChangePasswordDialog } from './change-password-dialog';
import { CHANGE_EMAIL_HASH } from './undeliverable-email-notice';
import { TwoFactorSection } from './two-factor-section';

export function AccountSecurity() {
  const [changing, setChanging] = useState(false);
  const [changingEmail, setChangingEmail] = useState(useLocation().hash === CHANGE_EMAIL_HASH);
  const session = useSession();
  return (
    <AccountSection id="account-security" title="Account Security">
      <div className="flex flex-col gap-4 border-b border-slate-100 p-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-900">Email</p>
          <p className="text-sm break-all text-slate-600">
            {session.status === 'authenticated' ? session.user.email : ''}
          </p>
        </div>
        <Button variant="secondary" aria-haspopup="dialog" onClick={() => setChangingEmail(true)}>
          {MESSAGES.changeEmail}
        </Button>
      </div>
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
      {changingEmail && <ChangeEmailDialog onClose={() => setChangingEmail(false)} />}
    </AccountSection>
  );
}

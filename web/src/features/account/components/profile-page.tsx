// The Profile screen (docs/decisions/020): Account Security with the Change Password dialog and two-factor sign-in
// (042), the sessions (043), Notification Settings with Save Changes, and the Danger Zone with the Delete Account dialog.

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LABELS } from '@shared/messages';
import { Seo } from '@/components/seo';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session';
import { notificationSettingsQuery } from '../api/queries';
import { AccountSection } from './account-section';
import { AccountSecurity } from './account-security';
import { DeleteAccountDialog } from './delete-account-dialog';
import { NotificationSettingsForm } from './notification-settings-form';
import { SessionsSection } from './sessions-section';

export function ProfilePage() {
  const session = useSession();
  const settings = useQuery(notificationSettingsQuery());
  const [deleting, setDeleting] = useState(false);
  const user = session.status === 'authenticated' ? session.user : null;

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Seo page="profile" />
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{LABELS.memberNav.profile}</h1>
        {user && (
          <p className="mt-1 text-sm break-all text-slate-600">
            {user.name} · {user.email}
          </p>
        )}
      </div>

      <AccountSecurity />

      <AccountSection id="sessions" title="Sessions">
        <SessionsSection />
      </AccountSection>

      <AccountSection id="notification-settings" title="Notification Settings">
        {settings.data ? (
          <NotificationSettingsForm settings={settings.data} />
        ) : (
          <p className="px-5 py-8 text-sm text-slate-600">
            {settings.isError ? 'Your notification settings could not be loaded.' : 'Loading your settings...'}
          </p>
        )}
      </AccountSection>

      <AccountSection id="danger-zone" title="Danger Zone" tone="danger">
        <div className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="text-sm font-medium text-slate-900">Delete Account</p>
            <p className="text-sm text-slate-600">
              Your balance is lost and your personal data removed. This cannot be undone.
            </p>
          </div>
          <Button variant="danger" aria-haspopup="dialog" onClick={() => setDeleting(true)} disabled={!user}>
            Delete Account
          </Button>
        </div>
      </AccountSection>

      {deleting && user && (
        <DeleteAccountDialog balanceCents={user.wallet_balance} onClose={() => setDeleting(false)} />
      )}
    </div>
  );
}

// The Profile screen (docs/decisions/020): Account Security with the Change Password dialog and two-factor sign-in
// (042), the sessions (043), Notification Settings with Save Changes, and the Danger Zone with the Delete Account dialog.

import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { LABELS } from '@shared/messages';
import { Seo } from '@/components/seo';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session';
import { notificationSettingsQuery } from '../api/queries';
import { ChangePasswordDialog } from './change-password-dialog';
import { DeleteAccountDialog } from './delete-account-dialog';
import { NotificationSettingsForm } from './notification-settings-form';
import { SessionsSection } from './sessions-section';
import { TwoFactorSection } from './two-factor-section';

function Section({
  id,
  title,
  tone = 'plain',
  children,
}: {
  id: string;
  title: string;
  tone?: 'plain' | 'danger';
  children: ReactNode;
}) {
  const frame = tone === 'danger' ? 'border-red-200' : 'border-slate-200';
  return (
    <section aria-labelledby={id} className={`rounded-2xl border bg-white ${frame}`}>
      <h2
        id={id}
        className={`px-5 pt-5 text-base font-semibold ${tone === 'danger' ? 'text-red-700' : 'text-slate-900'}`}
      >
        {title}
      </h2>
      {children}
    </section>
  );
}

export function ProfilePage() {
  const session = useSession();
  const settings = useQuery(notificationSettingsQuery());
  const [dialog, setDialog] = useState<'password' | 'delete' | null>(null);
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

      <Section id="account-security" title="Account Security">
        <div className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="text-sm font-medium text-slate-900">Password</p>
            <p className="text-sm text-slate-600">Changing it logs you out everywhere else.</p>
          </div>
          <Button variant="secondary" aria-haspopup="dialog" onClick={() => setDialog('password')}>
            Change Password
          </Button>
        </div>
        <TwoFactorSection />
      </Section>

      <Section id="sessions" title="Sessions">
        <SessionsSection />
      </Section>

      <Section id="notification-settings" title="Notification Settings">
        {settings.data ? (
          <NotificationSettingsForm settings={settings.data} />
        ) : (
          <p className="px-5 py-8 text-sm text-slate-600">
            {settings.isError ? 'Your notification settings could not be loaded.' : 'Loading your settings...'}
          </p>
        )}
      </Section>

      <Section id="danger-zone" title="Danger Zone" tone="danger">
        <div className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="text-sm font-medium text-slate-900">Delete Account</p>
            <p className="text-sm text-slate-600">
              Your balance is lost and your personal data removed. This cannot be undone.
            </p>
          </div>
          <Button variant="danger" aria-haspopup="dialog" onClick={() => setDialog('delete')} disabled={!user}>
            Delete Account
          </Button>
        </div>
      </Section>

      {dialog === 'password' && <ChangePasswordDialog onClose={() => setDialog(null)} />}
      {dialog === 'delete' && user && (
        <DeleteAccountDialog balanceCents={user.wallet_balance} onClose={() => setDialog(null)} />
      )}
    </div>
  );
}

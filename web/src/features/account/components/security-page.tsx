// An admin's sign-in security (docs/decisions/042, 043): the password and two-factor sign-in, which every admin call
// needs, and the sessions. The admin screens send an admin here until two-factor is on; admins have no member profile.

import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { QueryProvider } from '@/lib/query/provider';
import { twoFactorQuery } from '../api/two-factor';
import { AccountSection } from './account-section';
import { AccountSecurity } from './account-security';
import { SessionsSection } from './sessions-section';

function SecurityContent() {
  const status = useQuery(twoFactorQuery());
  return (
    <main className="mx-auto max-w-3xl space-y-6 p-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Sign-in security</h1>
      {status.data?.enabled === false && (
        <p role="alert" className="rounded-lg bg-amber-50 p-4 text-sm text-amber-900">
          Turn on two-factor sign-in to use the admin area.
        </p>
      )}
      <AccountSecurity />
      <AccountSection id="sessions" title="Sessions">
        <SessionsSection />
      </AccountSection>
      {status.data?.enabled && (
        <Link to={paths.admin.dashboard.getHref()} className="text-sm font-semibold text-brand-700">
          Go to the admin dashboard
        </Link>
      )}
    </main>
  );
}

/** Outside the admin frame, so it brings its own query client. */
export function SecurityPage() {
  return (
    <QueryProvider>
      <SecurityContent />
    </QueryProvider>
  );
}

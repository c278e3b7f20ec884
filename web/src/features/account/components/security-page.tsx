// An admin's sign-in security (docs/decisions/042, 043): the password and two-factor sign-in, which every admin call
// needs from a session signed in with it (docs/decisions/050), and the sessions. The admin screens send an admin here,
// with where they were going (`?next=`), until their session has it; once it has (two-factor turned on here, its
// recovery codes put away), they are taken there. Admins have no member profile.

import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { QueryProvider } from '@/lib/query/provider';
import { useSession } from '@/lib/session';
import { twoFactorStatusQuery } from '@/lib/two-factor-status';
import { AccountSection } from './account-section';
import { AccountSecurity } from './account-security';
import { SessionsSection } from './sessions-section';

/** Where to go back to: an admin screen's path only, so the parameter cannot send anyone off the site. */
function adminPath(next: string | null): string | null {
  const admin = paths.admin.dashboard.path;
  return next === admin || next?.startsWith(`${admin}/`) || next?.startsWith(`${admin}?`) ? next : null;
}

function SecurityContent() {
  const status = useQuery(twoFactorStatusQuery());
  const { logout } = useSession();
  const navigate = useNavigate();
  const next = adminPath(useSearchParams()[0].get('next'));
  const ready = status.data?.enabled === true && status.data.session_second_factor;
  if (ready && next) return <Navigate to={next} replace />;
  const signInAgain = async () => {
    await logout();
    navigate(paths.public.login.getHref());
  };
  return (
    <main className="mx-auto max-w-3xl space-y-6 p-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Sign-in security</h1>
      {status.data?.enabled === false && (
        <p role="alert" className="rounded-lg bg-amber-50 p-4 text-sm text-amber-900">
          Turn on two-factor sign-in to use the admin area.
        </p>
      )}
      {status.data?.enabled && !status.data.session_second_factor && (
        <div role="alert" className="space-y-3 rounded-lg bg-amber-50 p-4 text-sm text-amber-900">
          <p>
            This session was signed in without your authenticator code. Sign in again with it to use the admin area.
          </p>
          <Button variant="secondary" onClick={() => void signInAgain()}>
            Sign In Again
          </Button>
        </div>
      )}
      <AccountSecurity />
      <AccountSection id="sessions" title="Sessions">
        <SessionsSection />
      </AccountSection>
      {ready && (
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

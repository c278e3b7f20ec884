// The session check the admin dashboard, users, orders, leases, revenue and SIM screens make on load: the server is
// asked again; not logged in (or the check fails) goes to /login, a role other than ADMIN to /dashboard, and a spinner
// shows until the role is known, so admin data loads only for an admin. An admin whose session was not signed in with
// two-factor (not enrolled yet, or signed in before) goes to /admin/security, which brings them back to the screen they
// asked for once it is (docs/decisions/042, 050).

import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { ROLE_ADMIN } from '@shared/constants';
import { userResponse } from '@shared/schemas/user';
import { paths } from '@/config/paths';
import { apiRequest } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query/client';
import { getTwoFactorStatus } from '@/lib/two-factor-status';
import { Spinner } from '../ui/spinner';

/** The role, and for an admin whether this session was signed in with two-factor (every admin call needs it). */
const adminRoleQuery = (screen: string) => ({
  queryKey: [...QUERY_ROOTS.session, 'admin-check', screen],
  queryFn: async ({ signal }: { signal: AbortSignal }) => {
    const { role } = userResponse.parse(await apiRequest('auth.me', { signal })).user;
    if (role !== ROLE_ADMIN) return { role, twoFactor: false };
    const status = await getTwoFactorStatus(signal);
    return { role, twoFactor: status.enabled && status.session_second_factor };
  },
  retry: false,
  gcTime: 0,
});

export function AdminSessionCheck({ screen, children }: { screen: string; children: ReactNode }) {
  const check = useQuery({ ...adminRoleQuery(screen), refetchOnMount: 'always' });
  const location = useLocation();
  if (check.isPending || check.isFetching) return <Spinner label="Checking your session" />;
  if (check.isError) return <Navigate to={paths.public.login.getHref()} replace />;
  if (check.data.role !== ROLE_ADMIN) return <Navigate to={paths.user.dashboard.getHref()} replace />;
  if (!check.data.twoFactor) {
    return <Navigate to={paths.admin.security.getHref(`${location.pathname}${location.search}`)} replace />;
  }
  return children;
}

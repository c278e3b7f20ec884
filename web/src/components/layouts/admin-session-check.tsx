// The session check the admin dashboard, users, orders, leases, revenue and SIM screens make on load: the server is
// asked again; not logged in (or the check fails) goes to /login, a role other than ADMIN to /dashboard, and a spinner
// shows until the role is known, so admin data loads only for an admin. An admin without two-factor sign-in goes to
// /admin/security to turn it on (docs/decisions/042).

import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { ROLE_ADMIN } from '@shared/constants';
import { twoFactorStatusResponse } from '@shared/schemas/two-factor';
import { userResponse } from '@shared/schemas/user';
import { paths } from '@/config/paths';
import { apiRequest } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query/client';
import { Spinner } from '../ui/spinner';

/** The role, and for an admin whether two-factor sign-in is on (every admin call needs it; docs/decisions/042). */
const adminRoleQuery = (screen: string) => ({
  queryKey: [...QUERY_ROOTS.session, 'admin-check', screen],
  queryFn: async ({ signal }: { signal: AbortSignal }) => {
    const { role } = userResponse.parse(await apiRequest('auth.me', { signal })).user;
    if (role !== ROLE_ADMIN) return { role, twoFactor: false };
    const status = twoFactorStatusResponse.parse(await apiRequest('users.getTwoFactor', { signal }));
    return { role, twoFactor: status.enabled };
  },
  retry: false,
  gcTime: 0,
});

export function AdminSessionCheck({ screen, children }: { screen: string; children: ReactNode }) {
  const check = useQuery({ ...adminRoleQuery(screen), refetchOnMount: 'always' });
  if (check.isPending || check.isFetching) return <Spinner label="Checking your session" />;
  if (check.isError) return <Navigate to={paths.public.login.getHref()} replace />;
  if (check.data.role !== ROLE_ADMIN) return <Navigate to={paths.user.dashboard.getHref()} replace />;
  if (!check.data.twoFactor) return <Navigate to={paths.admin.security.getHref()} replace />;
  return children;
}

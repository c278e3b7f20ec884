// The session check the admin dashboard, users, orders, leases, revenue and SIM screens make on load: the server is
// asked again; not logged in (or the check fails) goes to /login, a role other than ADMIN to /dashboard, and a spinner
// shows until the role is known, so admin data loads only for an admin.

import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { ROLE_ADMIN } from '@shared/constants';
import { userResponse } from '@shared/schemas/user';
import { paths } from '@/config/paths';
import { apiRequest } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query/client';
import { Spinner } from '../ui/spinner';

const adminRoleQuery = (screen: string) => ({
  queryKey: [...QUERY_ROOTS.session, 'admin-check', screen],
  queryFn: async ({ signal }: { signal: AbortSignal }) => userResponse.parse(await apiRequest('auth.me', { signal })).user.role,
  retry: false,
  gcTime: 0,
});

export function AdminSessionCheck({ screen, children }: { screen: string; children: ReactNode }) {
  const check = useQuery({ ...adminRoleQuery(screen), refetchOnMount: 'always' });
  if (check.isPending || check.isFetching) return <Spinner label="Checking your session" />;
  if (check.isError) return <Navigate to={paths.public.login.getHref()} replace />;
  if (check.data !== ROLE_ADMIN) return <Navigate to={paths.user.dashboard.getHref()} replace />;
  return children;
}

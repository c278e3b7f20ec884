// The route guard (docs/decisions/015 "Screens", "Flows"): member screens need a login, admin screens the ADMIN role; a
// wrong role goes to its own home.

import { Navigate, Outlet } from 'react-router-dom';
import { ROLE_ADMIN, type Role } from '@shared/constants';
import { Spinner } from '@/components/ui/spinner';
import { homeOf, paths } from '@/config/paths';
import { useSession } from '@/lib/session';

export function RequireRole({ role }: { role: Role }) {
  const session = useSession();

  if (session.status === 'loading') return <Spinner label="Checking your session" />;
  if (session.status === 'anonymous') {
    // Admin screens send visitors to the login dialog (docs/decisions/015 "Roles", docs/decisions/013 "Paths"); member
    // screens to the home page (docs/decisions/015 "Flows").
    const target = role === ROLE_ADMIN ? paths.public.login : paths.public.home;
    return <Navigate to={target.getHref()} replace />;
  }
  if (session.user.role !== role) return <Navigate to={homeOf(session.user.role)} replace />;
  return <Outlet />;
}

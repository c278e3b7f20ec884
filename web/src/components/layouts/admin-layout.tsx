// The back office's frame (docs/decisions/015 "Screens"): the admin sidebar, and the Super Admin label and links to the
// operations desk (docs/decisions/059) and the admin's Sign-in security page on every screen;
// the query layer is given to the admin screens here, and the screens that check the session on load do so here.

import { Link, Outlet, useLocation } from 'react-router-dom';
import { LABELS } from '@shared/messages';
import { paths } from '@/config/paths';
import { QueryProvider } from '@/lib/query/provider';
import { AdminSessionCheck } from './admin-session-check';
import { DashboardLayout, sidebarItems } from './dashboard-layout';

const ADMIN_NAV = sidebarItems(LABELS.adminNav, paths.admin, [
  'dashboard',
  'users',
  'orders',
  'leases',
  'heldPayments',
  'simCards',
  'tickets',
  'revenue',
  'settings',
  'api',
  'logs',
]);

/** The screens that ask the server for the role on load (docs/decisions/022); the others rely on the route guard. */
const SESSION_CHECKED: readonly string[] = [
  paths.admin.dashboard.path,
  paths.admin.users.path,
  paths.admin.orders.path,
  paths.admin.leases.path,
  paths.admin.revenue.path,
  paths.admin.simCards.path,
];

function AdminScreen() {
  const { pathname } = useLocation();
  if (!SESSION_CHECKED.includes(pathname)) return <Outlet />;
  return (
    <AdminSessionCheck key={pathname} screen={pathname}>
      <Outlet />
    </AdminSessionCheck>
  );
}

export function AdminLayout() {
  return (
    <QueryProvider>
      <DashboardLayout
        areaName="Admin area"
        items={ADMIN_NAV}
        screen={<AdminScreen />}
        topBar={
          <>
            {/* Outside the spec's sidebar: the operations desk (docs/decisions/059, 060). */}
            <Link
              to={paths.admin.operations.getHref()}
              className="text-sm font-semibold text-slate-700 hover:text-brand-700 hover:underline"
            >
              Operations
            </Link>
            {/* Outside the spec's sidebar: the admin's own password, two-factor and sessions (docs/decisions/042). */}
            <Link
              to={paths.admin.security.getHref()}
              className="text-sm font-semibold text-slate-700 hover:text-brand-700 hover:underline"
            >
              Security
            </Link>
            <span className="rounded-full bg-slate-900 px-3 py-1 text-xs font-semibold tracking-wide text-white uppercase">
              {LABELS.superAdmin}
            </span>
          </>
        }
      />
    </QueryProvider>
  );
}

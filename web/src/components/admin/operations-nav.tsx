// The operations desk's own tabs (docs/decisions/059, 060): its start (an order's or a lease's story found by id), the
// catalogue, Accounts (a member's page too), API keys, the audit trail and Supply (docs/decisions/061).

import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';

const ACCOUNT_PAGES = '/admin/operations/accounts';
const STORY_PAGES = /^\/admin\/operations\/(orders|leases)\//;

const TABS = [
  { label: 'Orders and leases', to: paths.admin.operations.getHref() },
  { label: 'Catalogue', to: paths.admin.catalogue.getHref() },
  { label: 'Accounts', to: paths.admin.accounts.getHref() },
  { label: 'API keys', to: paths.admin.keysDesk.getHref() },
  { label: 'Audit trail', to: paths.admin.auditTrail.getHref() },
  { label: 'Supply', to: paths.admin.supply.getHref() },
] as const;

export function OperationsNav() {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/$/, '');
  const current = path.startsWith(ACCOUNT_PAGES)
    ? ACCOUNT_PAGES
    : STORY_PAGES.test(path)
      ? paths.admin.operations.getHref()
      : path;
  return (
    <nav aria-label="Operations" className="flex flex-wrap gap-2">
      {TABS.map((tab) => (
        <Link
          key={tab.to}
          to={tab.to}
          aria-current={tab.to === current ? 'page' : undefined}
          className={`rounded-full px-3 py-1.5 text-sm font-semibold ${
            tab.to === current ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-700 hover:bg-slate-200'
          }`}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}

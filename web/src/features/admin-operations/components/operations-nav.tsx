// The operations desk's own tabs (docs/decisions/059): Accounts, API keys and the audit trail.

import { NavLink } from 'react-router-dom';
import { paths } from '@/config/paths';

const TABS = [
  { label: 'Accounts', to: paths.admin.operations.getHref(), end: false },
  { label: 'API keys', to: paths.admin.keysDesk.getHref(), end: true },
  { label: 'Audit trail', to: paths.admin.auditTrail.getHref(), end: true },
] as const;

export function OperationsNav() {
  return (
    <nav aria-label="Operations" className="flex flex-wrap gap-2">
      {TABS.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          end={tab.end}
          className={({ isActive }) =>
            `rounded-full px-3 py-1.5 text-sm font-semibold ${
              isActive ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-700 hover:bg-slate-200'
            }`
          }
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}

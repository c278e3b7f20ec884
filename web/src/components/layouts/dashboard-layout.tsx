// The frame of the member and admin areas: a sidebar (a slide-over drawer on small screens), a top bar and the screen.
// On wide screens the sidebar is a column of the page, as tall as the page however long it is, whose navigation stays
// in view while the screen scrolls.

import { useState, type ReactNode } from 'react';
import { Link, NavLink, Outlet } from 'react-router-dom';
import { LABELS } from '@shared/messages';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { BrandMark } from '../brand-mark';
import { Dialog } from '../ui/dialog';
import { SkipLink } from './skip-link';

export interface SidebarItem {
  label: string;
  to: string;
}

/** An area's sidebar links, in `order`: a screen's label and its path are named by the same key. */
export function sidebarItems<K extends string>(
  labels: Record<K, string>,
  routes: Record<K, { getHref: () => string }>,
  order: readonly K[],
): SidebarItem[] {
  return order.map((key) => ({ label: labels[key], to: routes[key].getHref() }));
}

interface DashboardLayoutProps {
  /** Names the navigation landmark, e.g. 'Member area'. */
  areaName: string;
  items: readonly SidebarItem[];
  /** What the top bar shows beside the logout button (the wallet balance, the Super Admin label). */
  topBar: ReactNode;
  /** What the main area shows: the route's screen unless the area wraps it (the admin session check). */
  screen?: ReactNode;
}

function LogoutButton({ className }: { className: string }) {
  const { logout } = useSession();
  return (
    <button type="button" onClick={() => void logout()} className={className}>
      {LABELS.logout}
    </button>
  );
}

function Sidebar({
  areaName,
  items,
  onNavigate,
}: {
  areaName: string;
  items: readonly SidebarItem[];
  onNavigate: () => void;
}) {
  return (
    <nav aria-label={areaName} className="flex h-full flex-col gap-1">
      <ul className="flex flex-col gap-1">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end
              onClick={onNavigate}
              className={({ isActive }) =>
                `block rounded-lg px-3 py-2 text-sm font-medium transition-colors ${
                  isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
                }`
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
      <LogoutButton className="mt-4 rounded-lg px-3 py-2 text-left text-sm font-medium text-red-700 hover:bg-red-50" />
    </nav>
  );
}

export function DashboardLayout({ areaName, items, topBar, screen = <Outlet /> }: DashboardLayoutProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const close = () => setDrawerOpen(false);

  return (
    <div className="min-h-dvh bg-slate-50 lg:flex">
      <SkipLink />
      <aside className="hidden w-64 shrink-0 border-r border-slate-200 bg-white lg:block">
        <div className="sticky top-0 flex h-dvh flex-col">
          <div className="flex h-16 shrink-0 items-center border-b border-slate-200 px-5">
            <Link to={paths.public.home.getHref()} className="rounded-md">
              <BrandMark />
            </Link>
          </div>
          <div className="flex-1 overflow-y-auto p-4">
            <Sidebar areaName={areaName} items={items} onNavigate={close} />
          </div>
        </div>
      </aside>

      <Dialog open={drawerOpen} onClose={close} title={areaName} variant="drawer">
        <Sidebar areaName={areaName} items={items} onNavigate={close} />
      </Dialog>

      <div className="min-w-0 flex-1">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/95 px-4 backdrop-blur sm:px-6">
          <button
            type="button"
            onClick={() => setDrawerOpen(true)}
            aria-haspopup="dialog"
            className="-ml-2 inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 lg:hidden"
          >
            <span className="sr-only">Open menu</span>
            <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6 fill-none stroke-current stroke-2">
              <path d="M4 7h16M4 12h16M4 17h16" />
            </svg>
          </button>
          <div className="ml-auto flex items-center gap-3">
            {topBar}
            <LogoutButton className="rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50" />
          </div>
        </header>
        <main id="main" tabIndex={-1} className="px-4 py-8 focus:outline-none sm:px-6 lg:px-8">
          {screen}
        </main>
      </div>
    </div>
  );
}

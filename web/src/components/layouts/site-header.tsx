// The site header: brand, main navigation (a disclosure menu on small screens) and the session's action.

import { useId, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { ROLE_ADMIN } from '../../../../shared/constants';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { BrandMark } from '../brand-mark';
import { LinkButton } from '../ui/link-button';

// Section links are never "current": they all live on the landing page.
const NAV_LINKS = [
  { label: 'Pricing', to: paths.public.home.getHref('pricing'), section: true },
  { label: 'Services', to: paths.public.home.getHref('services'), section: true },
  { label: 'API', to: paths.public.apiIntegration.getHref(), section: false },
  { label: 'Status', to: paths.public.status.getHref(), section: false },
  { label: 'Contact', to: paths.public.contact.getHref(), section: false },
] as const;

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-slate-100 hover:text-slate-900 ${
    isActive ? 'text-brand-700' : 'text-slate-600'
  }`;

function NavLinks({ vertical, onNavigate }: { vertical: boolean; onNavigate: () => void }) {
  return (
    <ul className={vertical ? 'flex flex-col' : 'flex items-center gap-1'}>
      {NAV_LINKS.map((link) => (
        <li key={link.label}>
          {link.section ? (
            <Link to={link.to} onClick={onNavigate} className={navLinkClass({ isActive: false })}>
              {link.label}
            </Link>
          ) : (
            <NavLink to={link.to} onClick={onNavigate} className={navLinkClass}>
              {link.label}
            </NavLink>
          )}
        </li>
      ))}
    </ul>
  );
}

function SessionActions({ onNavigate }: { onNavigate: () => void }) {
  const session = useSession();
  // Nothing until the session is known, so a member never sees "Log in" flash.
  if (session.status === 'loading') return null;
  if (session.status === 'authenticated') {
    const dashboard = session.user.role === ROLE_ADMIN ? paths.admin.dashboard : paths.user.dashboard;
    return (
      <LinkButton to={dashboard.getHref()} onClick={onNavigate}>
        Dashboard
      </LinkButton>
    );
  }
  return (
    <>
      <LinkButton to={paths.public.login.getHref()} variant="ghost" onClick={onNavigate}>
        Log in
      </LinkButton>
      <LinkButton to={paths.public.home.getHref('pricing')} onClick={onNavigate}>
        Get started
      </LinkButton>
    </>
  );
}

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const closeMenu = () => setMenuOpen(false);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur">
      <div className="page-container flex h-16 items-center justify-between gap-4">
        <Link to={paths.public.home.getHref()} onClick={closeMenu} className="rounded-md">
          <BrandMark />
        </Link>

        <nav aria-label="Main" className="hidden md:block">
          <NavLinks vertical={false} onNavigate={closeMenu} />
        </nav>

        <div className="hidden items-center gap-2 md:flex">
          <SessionActions onNavigate={closeMenu} />
        </div>

        <button
          type="button"
          className="inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 md:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="sr-only">{menuOpen ? 'Close menu' : 'Open menu'}</span>
          <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6 fill-none stroke-current stroke-2">
            {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
      </div>

      <div id={menuId} hidden={!menuOpen} className="border-t border-slate-200 bg-white md:hidden">
        <nav aria-label="Main (mobile)" className="page-container py-3">
          <NavLinks vertical onNavigate={closeMenu} />
          <div className="mt-3 flex flex-col gap-2 border-t border-slate-200 pt-3">
            <SessionActions onNavigate={closeMenu} />
          </div>
        </nav>
      </div>
    </header>
  );
}

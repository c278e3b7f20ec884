// The site header (docs/decisions/015 "Screens"): Features, Services, Pricing, FAQ; Dashboard when logged in, else
// Login and Get Started.

import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { LABELS } from '@shared/messages';
import { homeOf, paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { dispatchWindowEvent } from '@/lib/window-events';
import { BrandMark } from '../brand-mark';
import { Button } from '../ui/button';
import { LinkButton } from '../ui/link-button';

const NAV_LINKS = [
  { label: LABELS.features, to: paths.public.home.getHref('features') },
  { label: LABELS.services, to: paths.public.home.getHref('services') },
  { label: LABELS.pricing, to: paths.public.home.getHref('pricing') },
  { label: LABELS.faq, to: paths.public.home.getHref('faq') },
] as const;

function SessionActions({ onNavigate }: { onNavigate: () => void }) {
  const session = useSession();
  // Nothing until the session is known, so a member never sees Login flash.
  if (session.status === 'loading') return null;
  if (session.status === 'authenticated') {
    return (
      <LinkButton to={homeOf(session.user.role)} onClick={onNavigate}>
        {LABELS.dashboard}
      </LinkButton>
    );
  }
  const open = (name: 'openLoginModal' | 'openRegisterModal') => () => {
    onNavigate();
    dispatchWindowEvent(name);
  };
  return (
    <>
      <Button variant="ghost" onClick={open('openLoginModal')}>
        {LABELS.login}
      </Button>
      <Button onClick={open('openRegisterModal')}>{LABELS.getStarted}</Button>
    </>
  );
}

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const closeMenu = () => setMenuOpen(false);
  const links = (vertical: boolean) => (
    <ul className={vertical ? 'flex flex-col' : 'flex items-center gap-1'}>
      {NAV_LINKS.map((link) => (
        <li key={link.label}>
          <Link
            to={link.to}
            onClick={closeMenu}
            className="block rounded-md px-3 py-2 text-sm font-medium text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900"
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur">
      <div className="page-container flex h-16 items-center justify-between gap-4">
        <Link to={paths.public.home.getHref()} onClick={closeMenu} className="rounded-md">
          <BrandMark />
        </Link>

        <nav aria-label="Main" className="hidden md:block">
          {links(false)}
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
          {links(true)}
          <div className="mt-3 flex flex-col gap-2 border-t border-slate-200 pt-3">
            <SessionActions onNavigate={closeMenu} />
          </div>
        </nav>
      </div>
    </header>
  );
}

// The frame of the public pages: skip link, header, main landmark and footer.

import { Suspense } from 'react';
import { Outlet, useNavigation } from 'react-router-dom';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

export function SiteLayout() {
  const navigation = useNavigation();

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      {navigation.state === 'loading' && (
        <div
          role="progressbar"
          aria-label="Loading page"
          className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-brand-500"
        />
      )}
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      {/* Hydrated as its own piece of work, after the page above it. */}
      <Suspense>
        <SiteFooter />
      </Suspense>
    </div>
  );
}

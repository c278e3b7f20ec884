// What a route shows when it fails to load or render, inside the site frame. A page chunk gone after a deploy reloads
// the page once instead (docs/decisions/055); the error shows when the reload did not help.

import { useEffect, useState } from 'react';
import { useRouteError } from 'react-router-dom';
import { MESSAGES } from '@shared/messages';
import { Seo } from '@/components/seo';
import { isMissingChunk, reloadOnceForMissingChunk } from '@/lib/missing-chunk';

export function RouteError() {
  const error = useRouteError();
  const missingChunk = isMissingChunk(error);
  const [reloading, setReloading] = useState(missingChunk);
  useEffect(() => {
    if (missingChunk && reloadOnceForMissingChunk()) return;
    setReloading(false);
    console.error(error);
  }, [error, missingChunk]);

  if (reloading) return null;
  return (
    <section role="alert" aria-labelledby="route-error-heading" className="page-container py-24 text-center sm:py-32">
      <Seo />
      <h1 id="route-error-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
        Something went wrong
      </h1>
      <p className="mx-auto mt-5 max-w-md text-base leading-7 text-slate-600">{MESSAGES.tryAgainLater}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-10 inline-flex items-center justify-center rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-700"
      >
        Reload the page
      </button>
    </section>
  );
}

// A back-office screen's frame: its heading and introduction, the red banner of a failed read, then its content.

import type { ReactNode } from 'react';
import { Seo } from '@/components/seo';

export function AdminPage({
  title,
  intro,
  error,
  actions,
  children,
}: {
  title: string;
  intro: string;
  /** The spec's message for a failed read, shown as a red banner. */
  error?: string | null;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="admin-screen-heading" className="mx-auto max-w-7xl space-y-6">
      <Seo />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="admin-screen-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {title}
          </h1>
          <p className="mt-1 text-sm text-slate-600">{intro}</p>
        </div>
        {actions}
      </div>
      {error && (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200">
          {error}
        </p>
      )}
      {children}
    </section>
  );
}

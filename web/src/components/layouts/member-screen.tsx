// A member screen's frame: its page title and description, its heading (with an introduction and actions where the
// screen has them), then the screen.

import type { ReactNode } from 'react';
import { Seo } from '@/components/seo';
import type { PageKey } from '@/config/seo';

export function MemberScreen({
  title,
  page,
  intro,
  actions,
  children,
}: {
  title: string;
  /** The page's own title and description; a screen without one has the member area's. */
  page?: PageKey;
  intro?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const heading = (
    <h1 id="screen-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
      {title}
    </h1>
  );
  return (
    <section aria-labelledby="screen-heading" className="flex flex-col gap-6">
      <Seo page={page} />
      {intro || actions ? (
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div>
            {heading}
            {intro && <p className="mt-1 text-sm text-slate-600">{intro}</p>}
          </div>
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}

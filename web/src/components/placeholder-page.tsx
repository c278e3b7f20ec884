// A member or admin screen that its own issue fills in: names the screen at its path, with the right metadata.

import type { PageKey } from '../config/seo';
import { Seo } from './seo';

export function PlaceholderPage({ screen, page }: { screen: string; page?: PageKey }) {
  return (
    <section aria-labelledby="screen-heading">
      <Seo page={page} />
      <h1 id="screen-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {screen}
      </h1>
      <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <p className="text-base leading-7 text-slate-600">This screen is on its way.</p>
      </div>
    </section>
  );
}

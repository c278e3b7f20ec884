// A screen still to be built: names the screen at its path, so every route of the table works from the start.

import { paths } from '../config/paths';
import { PageTitle } from './page-title';
import { LinkButton } from './ui/link-button';

export type ScreenArea = 'public' | 'member' | 'admin';

const AREA_LABELS: Record<ScreenArea, string> = {
  public: 'Public page',
  member: 'Member area',
  admin: 'Super Admin',
};

export function PlaceholderPage({ screen, area }: { screen: string; area: ScreenArea }) {
  return (
    <section aria-labelledby="screen-heading" className="page-container py-16 sm:py-24">
      <PageTitle title={screen} noindex={area !== 'public'} />
      <div className="mx-auto max-w-2xl rounded-2xl border border-slate-200 bg-slate-50 px-6 py-12 text-center sm:px-12">
        <p className="inline-flex rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold tracking-wide text-brand-700 uppercase ring-1 ring-brand-100">
          {AREA_LABELS[area]}
        </p>
        <h1 id="screen-heading" className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {screen}
        </h1>
        <p className="mt-4 text-base leading-7 text-slate-600">
          This screen is on its way.
        </p>
        <LinkButton to={paths.public.home.getHref()} className="mt-8">
          Back to home
        </LinkButton>
      </div>
    </section>
  );
}

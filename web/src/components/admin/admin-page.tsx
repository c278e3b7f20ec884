// A back-office screen's frame: its heading (with an introduction where the screen has one) and actions, the sample
// data notice of a screen the spec fills with examples, the red banner of a failed read, its figure cards, then its
// content.

import type { ReactNode } from 'react';
import { Seo } from '@/components/seo';
import { StatCard, StatCards } from '@/components/ui/stat-card';
import { SampleDataNotice } from './sample-data-notice';

/** A figure card: its label and value, null while the value loads. */
export interface Figure {
  label: string;
  value: string | number | null;
}

export function AdminPage({
  title,
  intro,
  error,
  actions,
  sampleNotice,
  cards,
  children,
}: {
  title: string;
  intro?: string;
  /** The spec's message for a failed read, shown as a red banner. */
  error?: string | null;
  actions?: ReactNode;
  /** What a screen the spec fills with sample data says of it, right under the heading. */
  sampleNotice?: string;
  cards?: readonly Figure[];
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
          {intro && <p className="mt-1 text-sm text-slate-600">{intro}</p>}
        </div>
        {actions}
      </div>
      {sampleNotice && <SampleDataNotice>{sampleNotice}</SampleDataNotice>}
      {error && (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200">
          {error}
        </p>
      )}
      {cards && (
        <StatCards>
          {cards.map((card) => (
            <StatCard key={card.label} label={card.label} value={card.value} />
          ))}
        </StatCards>
      )}
      {children}
    </section>
  );
}

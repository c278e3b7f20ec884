// The frame of the four legal pages (docs/decisions/015 "Screens"): title, 'Last updated' = today, sections, and the
// contact link.

import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LABELS } from '@shared/messages';
import { Seo } from '@/components/seo';
import type { PageKey } from '@/config/seo';
import { paths } from '@/config/paths';
import { useToday } from '@/lib/use-today';

export interface LegalSection {
  title: string;
  body: ReactNode;
}

interface LegalPageProps {
  page: PageKey;
  title: string;
  sections: LegalSection[];
  children?: ReactNode;
}

export function LegalPage({ page, title, sections, children }: LegalPageProps) {
  const today = useToday();
  return (
    <article className="page-container max-w-3xl py-14 sm:py-20">
      <Seo page={page} />
      <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{title}</h1>
      <p className="mt-4 text-sm text-slate-600">
        {LABELS.lastUpdated}: <time>{today}</time>
      </p>
      <div className="mt-10 space-y-10">
        {sections.map((section, index) => (
          <section key={section.title} aria-labelledby={`${page}-section-${index}`}>
            <h2 id={`${page}-section-${index}`} className="text-xl font-semibold text-slate-900">
              {index + 1}. {section.title}
            </h2>
            <div className="mt-3 space-y-3 text-base leading-7 text-slate-700">{section.body}</div>
          </section>
        ))}
      </div>
      {children}
      <p className="mt-12 rounded-xl bg-slate-50 p-5 text-sm leading-6 text-slate-700">
        Questions about this policy?{' '}
        <Link to={paths.public.contact.getHref()} className="font-semibold text-brand-700 underline">
          Contact us
        </Link>
        .
      </p>
    </article>
  );
}

// The heading band of a public page: an eyebrow, the page's h1 and its introduction.

import type { ReactNode } from 'react';

export function PageHeader({ eyebrow, title, children }: { eyebrow: string; title: string; children?: ReactNode }) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className="page-container py-14 sm:py-20">
        <p className="text-sm font-semibold text-brand-700">{eyebrow}</p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">{title}</h1>
        {children && <div className="mt-5 max-w-2xl text-lg leading-8 text-slate-600">{children}</div>}
      </div>
    </div>
  );
}

// A card of the Profile and of the admin's Sign-in security page: its heading, then its rows.

import type { ReactNode } from 'react';

export function AccountSection({
  id,
  title,
  tone = 'plain',
  children,
}: {
  id: string;
  title: string;
  tone?: 'plain' | 'danger';
  children: ReactNode;
}) {
  const frame = tone === 'danger' ? 'border-red-200' : 'border-slate-200';
  return (
    <section aria-labelledby={id} className={`rounded-2xl border bg-white ${frame}`}>
      <h2
        id={id}
        className={`px-5 pt-5 text-base font-semibold ${tone === 'danger' ? 'text-red-700' : 'text-slate-900'}`}
      >
        {title}
      </h2>
      {children}
    </section>
  );
}

// The product's logo mark (the favicon's speech bubble) beside its name.

import { SITE_NAME } from '@/config/site';

export function BrandMark({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2.5">
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" className={inverted ? 'fill-white' : 'fill-brand-600'} />
        <path
          d="M9 9h14a3 3 0 0 1 3 3v7a3 3 0 0 1-3 3h-7l-5 4v-4H9a3 3 0 0 1-3-3v-7a3 3 0 0 1 3-3Z"
          className={inverted ? 'fill-brand-600' : 'fill-white'}
        />
      </svg>
      <span className={`text-base font-bold tracking-tight ${inverted ? 'text-white' : 'text-slate-900'}`}>
        {SITE_NAME}
      </span>
    </span>
  );
}

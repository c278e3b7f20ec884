// Mounts lazily loaded children once the page has hydrated: the landing page's data islands and the session check
// bring the query library after the page is interactive, and the prerendered HTML stays as it was built. Their work
// runs as a transition, which React splits into short tasks, so it does not block input.

import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';

export function AfterHydration({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated ? <Suspense fallback={null}>{children}</Suspense> : null;
}

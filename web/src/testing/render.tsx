// Renders a component as the site does for the web unit tests: inside the query layer, a router and the toasts, on the
// test page's document, so tests find things by role and label (Testing Library).

import { configure, render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { Toaster } from '@/components/ui/toaster';
import { QueryProvider } from '@/lib/query/provider';

// happy-dom does not open <dialog> and popovers as a browser does: their content counts as shown.
configure({ defaultHidden: true });

export function renderWithApp(ui: ReactNode, { path = '/' }: { path?: string } = {}): RenderResult {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <QueryProvider>
        {ui}
        <Toaster />
      </QueryProvider>
    </MemoryRouter>,
  );
}

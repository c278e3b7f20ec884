// The SPA's entry: hydrates a prerendered page, or renders the app into the empty shell (member, admin and unknown paths).

import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from '@/app/router';
import { watchChunkLoads } from '@/lib/missing-chunk';
import '@/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

watchChunkLoads();
const router = await createAppRouter();
const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);

if (root.firstElementChild) {
  hydrateRoot(root, app);
} else {
  // The shell's private-area tags would linger beside the page's own: the page's <Seo> owns the head from here.
  for (const tag of document.head.querySelectorAll('[data-page-head]')) tag.remove();
  createRoot(root).render(app);
}

// Build and dev server of the SPA: root web/, output web/dist, React and Tailwind v4 plugins.

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss()],
  // The `@/` and `@shared/` aliases come from web/tsconfig.json's paths, their one definition.
  resolve: { tsconfigPaths: true },
  // The build script passes one value to the client and prerender builds; dev and tests use today.
  define: { __BUILD_DATE__: JSON.stringify(new Date().toISOString().slice(0, 10)) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The libraries, and the app's shell (shared, lib, config, app without its routes), travel as two files rather
    // than many small chunks: fewer round trips before the first paint. Pages, member routes and dialogs keep their
    // own chunks, and components go with what uses them, so the landing page loads none of the member screens. The
    // query library and the query layer (lib/query) are a third file, loaded with the member screens, the payment
    // dialogs and the landing page's data islands, after the landing page is interactive (docs/decisions/004).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'query',
              test: /node_modules\/@tanstack\/|\/web\/src\/lib\/query\//,
              priority: 2,
              // React, the API client and shared/ stay where they are: only the query code moves.
              includeDependenciesRecursively: false,
            },
            {
              name: 'forms',
              test: /node_modules\/(react-hook-form|@hookform)\/|\/web\/src\/lib\/forms\//,
              priority: 2,
              // The form library travels with the dialogs and screens that have forms, not with the first load.
              includeDependenciesRecursively: false,
            },
            {
              name: 'zod',
              test: /node_modules\/zod\//,
              priority: 2,
              // The schemas' library travels with the calls and forms that check answers and input with it; the
              // landing page's first load checks nothing with it.
              includeDependenciesRecursively: false,
            },
            { name: 'vendor', test: /node_modules/, priority: 1 },
            // The request and answer schemas of later screens (tickets, keys, the back office) stay with those screens.
            {
              name: 'app',
              test: /\/(shared(?!\/schemas\/)|web\/src\/(lib(?!\/(query|admin)\/)|config|app(?!\/routes\/)))\//,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});

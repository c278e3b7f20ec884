// Build and dev server of the SPA: root web/, output web/dist, React and Tailwind v4 plugins.

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The first load: every module an entry imports statically, directly or through others, known once the module graph is
 * built (`buildEnd` comes before the chunks are made). The chunk groups below put exactly that code in the files a page
 * fetches up front. The entries themselves are left out: they stay chunks of their own, as the entry awaits the current
 * page's lazy module (app/router.tsx), which imports the shell, so an entry inside the shell would wait on itself.
 */
function firstLoad(): { plugin: Plugin; has: (id: string) => boolean } {
  const ids = new Set<string>();
  const entries = new Set<string>();
  return {
    has: (id) => ids.has(id) && !entries.has(id),
    plugin: {
      name: 'first-load',
      buildEnd() {
        ids.clear();
        entries.clear();
        const queue = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
        // index.html's module script is the client's entry (src/main.tsx).
        for (const id of queue) {
          entries.add(id);
          if (id.endsWith('.html')) for (const script of this.getModuleInfo(id)?.importedIds ?? []) entries.add(script);
        }
        for (const id of queue) {
          if (ids.has(id)) continue;
          ids.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      },
    },
  };
}

const first = firstLoad();

/** zod/mini and the part of zod's core it runs on: not the JSON Schema output or the compiler, which only the whole of zod uses. */
const ZOD_MINI =
  /node_modules\/zod\/(v4\/)?(mini\/|core\/(?!(to-json-schema|json-schema-processors|json-schema-generator|memoizer|compile)\.js))/;

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss(), first.plugin],
  // The `@/` and `@shared/` aliases come from web/tsconfig.json's paths, their one definition.
  resolve: { tsconfigPaths: true },
  // The build script passes one value to the client and prerender builds; dev and tests use today.
  define: { __BUILD_DATE__: JSON.stringify(new Date().toISOString().slice(0, 10)) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // What the entry imports statically travels as two files, its libraries and its own code (the app's shell), rather
    // than many small chunks: fewer round trips before the first paint. Everything else (pages, member and admin
    // screens, dialogs, and whatever only they use, libraries included) goes with what loads it, so the landing page's
    // files hold nothing it does not run. The query library and the query layer (lib/query), the form library and zod
    // are files of their own, loaded with the member screens, the payment dialogs and the landing page's data islands
    // after the page is interactive (docs/decisions/004, 037 "The landing page's weight").
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
              test: (id) => id.includes('/node_modules/zod/') && !ZOD_MINI.test(id),
              priority: 2,
              // The schemas' library travels with the calls and forms that check answers and input with it; the
              // landing page's first load checks nothing with it.
              includeDependenciesRecursively: false,
            },
            {
              // zod/mini and the core it runs on are a file of their own, which the whole of zod builds on: the landing
              // page's islands check their answers with schemas written in zod/mini (shared/schemas/stats.ts,
              // services.ts) and load only this one.
              name: 'zod-mini',
              test: ZOD_MINI,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            { name: 'vendor', test: (id) => first.has(id) && id.includes('/node_modules/'), priority: 1 },
            { name: 'app', test: (id) => first.has(id) && !id.includes('/node_modules/'), priority: 1 },
          ],
        },
      },
    },
  },
});

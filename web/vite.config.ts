// Build and dev server of the SPA: root web/, output web/dist, React and Tailwind v4 plugins.

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss()],
  // The build script passes one value to the client and prerender builds; dev and tests use today.
  define: { __BUILD_DATE__: JSON.stringify(new Date().toISOString().slice(0, 10)) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The libraries, and the app's shell (shared, lib, config, app without its routes), travel as two files rather
    // than many small chunks: fewer round trips before the first paint. Pages, member routes and dialogs keep their
    // own chunks, and components go with what uses them, so the landing page loads none of the member screens.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /node_modules/ },
            { name: 'app', test: /\/(shared|web\/src\/(lib|config|app(?!\/routes\/)))\// },
          ],
        },
      },
    },
  },
});

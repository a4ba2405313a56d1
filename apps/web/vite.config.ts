import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pagePreloads } from './build/page-preloads.ts';
import { precompress } from './build/precompress.ts';
import { prerender } from './build/prerender.ts';
import { publicIconsTest } from './build/public-icons.ts';

/** Where `npm start` serves the API, which this dev server forwards /api to. */
const API_ORIGIN = 'http://localhost:3000';

export default defineConfig({
  // Order matters: prerender fills the landing.html that pagePreloads writes, before it is compressed.
  plugins: [react(), tailwindcss(), pagePreloads(), prerender(), precompress()],
  server: {
    proxy: {
      '/api': {
        target: API_ORIGIN,
        // The API trusts only its own origin (BASE_URL) and EXTRA_ORIGINS, never the Host header.
        // Pages of this dev server send its origin: present them as the API's own. Any other origin
        // passes unchanged, so cross-site requests are still refused in development (and Vite's
        // allowedHosts check keeps foreign host names away from the dev server).
        configure: (proxy) => {
          proxy.on('proxyReq', (proxyReq, req) => {
            if (req.headers.origin === `http://${req.headers.host}`) proxyReq.setHeader('origin', API_ORIGIN);
          });
        },
      },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every response costs headers and a round trip as well as its body: a page that loads 40 files
    // of a few hundred bytes pays more for the files than for the code. So the modules the entry
    // needs at start-up travel as one file, and icons, the data library and the schemas as one each.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            // The plan catalogue and its prices, which the landing page's pricing shares with the
            // subscription screens and their schemas: left to the schemas group, the catalogue would take
            // the landing page every schema (38 KB) with it.
            {
              name: 'catalogue',
              test: /[\\/]domain[\\/]src[\\/]plans\.ts$|[\\/]src[\\/]lib[\\/]format-price\.ts$/,
              priority: 10,
            },
            // The public pages' icons apart from the signed-in app's many: the landing page needs a dozen.
            { name: 'public-icons', test: publicIconsTest(fileURLToPath(new URL('.', import.meta.url))) },
            { name: 'icons', test: /[\\/]lucide-react[\\/]/ },
            {
              name: 'query',
              test: /[\\/]@tanstack[\\/](?:query-core|react-query)[\\/]|[\\/]src[\\/]lib[\\/]api-client/,
            },
            // Every page's schemas travel together, the landing page's among them; those of a few signed-in
            // screens stay with those screens, or each would add to the landing page's weight.
            {
              name: 'schemas',
              test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]domain[\\/]src[\\/]schemas[\\/](?!(?:assistant|competency-generator|faq-feedback|generator-messages|internal-ai|internal-ai-messages|knowledge-base|knowledge-base-messages|payment-messages|payments)\.ts$)/,
            },
          ],
        },
      },
    },
  },
});

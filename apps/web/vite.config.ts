import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where `npm start` serves the API, which this dev server forwards /api to. */
const API_ORIGIN = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
  },
});

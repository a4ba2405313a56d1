import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pagePreloads } from './build/page-preloads.ts';
import { precompress } from './build/precompress.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), pagePreloads(), precompress()],
  server: {
    proxy: { '/api': 'http://localhost:3000' },
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
            { name: 'icons', test: /[\\/]lucide-react[\\/]/ },
            { name: 'query', test: /[\\/]@tanstack[\\/]|[\\/]src[\\/]lib[\\/]api-client/ },
            { name: 'schemas', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]domain[\\/]src[\\/]schemas[\\/]/ },
          ],
        },
      },
    },
  },
});

/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { antdStaticStyle } from './build/antdStaticStyle.ts';
import { theme } from './src/theme.ts';

const API_TARGET = process.env.HEIRLOOM_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), antdStaticStyle(theme)],
  resolve: {
    // The API's request and response types, shared with the server (type imports only: nothing of it is bundled).
    alias: { '@heirloom/contracts': fileURLToPath(new URL('../libs/contracts/src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The shared chunk below (our components and the Ant Design they use) is one file of about 1 MB (330 kB gzipped).
    chunkSizeWarningLimit: 1100,
    rolldownOptions: {
      output: {
        // React and the router are needed by every screen: one long-cached chunk. The code the screens share (our
        // components, hooks and API, with the Ant Design they use) is another: split per route, the family page's
        // code came in 44 files after the entry, which held its reads back behind them on the browser's six
        // connections (bench:browser). Each page's own code is still its route's chunk.
        codeSplitting: {
          groups: [
            {
              // The page load's first code (src/boot: its early reads), which must not wait for the shared chunk.
              name: 'boot',
              test: /frontend[\\/]src[\\/]boot[\\/]/,
              priority: 20,
            },
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/,
              priority: 10,
            },
            {
              name: 'shared',
              test: /frontend[\\/]src[\\/](components|hooks|lib|api|auth)[\\/]/,
              priority: 5,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    testTimeout: 20000,
    css: false,
  },
});

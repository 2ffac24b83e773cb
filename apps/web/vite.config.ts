import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In dev the SPA and the API must look like one origin (cookies are SameSite, requests same-origin),
// so everything the backend owns is proxied to it.
const backend = process.env.CD_API_URL ?? 'http://localhost:3000';
const backendPaths = ['/api', '/callback', '/sign-out', '/logout', '/idp'];
const proxy = Object.fromEntries(backendPaths.map((path) => [path, { target: backend }]));

export default defineConfig({
  plugins: [
    // Must come before the React plugin so route files are transformed first.
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
    react(),
  ],
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, strictPort: true, proxy },
  build: {
    // Maps are written for error tooling but never referenced from the bundles; the server never serves them.
    sourcemap: 'hidden',
    // The bundle check (bench/first-screen-bundle.mjs) reads the manifest to find what the first screen loads.
    manifest: true,
    rolldownOptions: {
      output: {
        // Only React gets its own long-lived chunk. Everything else is split by use: a library that only a
        // lazy route (or the lazy quick panel, the settings drawers) needs stays in that route's chunk
        // instead of a catch-all vendor chunk that every first visit downloads.
        codeSplitting: {
          groups: [{ name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
});

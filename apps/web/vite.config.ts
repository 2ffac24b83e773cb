import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './precompress.js';

// In dev the SPA and the API must look like one origin (cookies are SameSite, requests same-origin),
// so everything the backend owns is proxied to it.
const backend = process.env.CD_API_URL ?? 'http://localhost:3000';
const backendPaths = ['/api', '/callback', '/sign-out', '/logout', '/idp'];
const proxy = Object.fromEntries(backendPaths.map((path) => [path, { target: backend }]));

export default defineConfig({
  plugins: [
    // Must come before the React plugin so route files are transformed first.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders are split too: with them, the query options, fetchers and response schemas of every page
      // would sit in the entry (decision 070). `validateSearch` stays, so it must not need zod.
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader'],
          ['component'],
          ['pendingComponent'],
          ['errorComponent'],
          ['notFoundComponent'],
        ],
      },
      quoteStyle: 'single',
    }),
    react(),
    muiWithoutCssVariables(),
    precompress(),
  ],
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, strictPort: true, proxy },
  build: {
    // Maps are written for error tooling but never referenced from the bundles; the server never serves them.
    sourcemap: 'hidden',
    // The bundle check (bench/first-screen-bundle.mjs) reads the manifest to find what the first screen loads.
    manifest: true,
    rolldownOptions: {
      // Building a zod schema has no side effects, so a contract module the first screen imports for a
      // constant does not bring the schemas (and zod) it also declares (decision 070).
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        // React gets its own long-lived chunk; what the first screen imports statically is grouped into one
        // library and one app chunk (ninety small chunks compressed about 30 KB worse, decision 070).
        // Everything else is split by use: a library that only a lazy route (or the lazy quick panel, the
        // settings drawers) needs stays in that route's chunk instead of a catch-all vendor chunk.
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            {
              name: firstScreenChunk('first-vendor'),
              debugName: 'first-vendor',
              test: /[\\/]node_modules[\\/]/,
              priority: 1,
            },
            { name: firstScreenChunk('first-app'), debugName: 'first-app', priority: 0 },
          ],
        },
      },
    },
  },
});

type ModuleGraph = {
  getModuleInfo(id: string): { importers: readonly string[]; importedIds: readonly string[] } | null;
};
// The modules that the entry and the first screen's route chunks (`/_app` layout, `/` page) import
// statically: the browser needs all of them before the first render.
const firstScreenRoots = [
  /[\\/]src[\\/]main\.tsx$/,
  /[\\/]src[\\/]routes[\\/](_app|_app[\\/]index)\.tsx\?tsr-split=component$/,
];
// A feature's index.ts and the contracts' index only re-export; the bundler drops what nobody uses
// (`sideEffects: false`), so being re-exported by a barrel that the first screen imports does not make a
// module part of the first screen (capturing it would ship it).
// MUI's enhanceHighContrast, re-exported by its styles index and unused here, imports fifteen components'
// class names: counting it would capture those (their components' lazy chunks use them).
const barrel =
  /[\\/](src[\\/]features[\\/][^\\/]+[\\/]index\.ts|contracts[\\/]dist[\\/]index\.js|@mui[\\/][^\\/]+[\\/]index\.mjs|@mui[\\/]material[\\/]styles[\\/]enhanceHighContrast\.mjs)$/;
const firstScreenMemo = new Map<string, boolean>();
function isFirstScreen(id: string, graph: ModuleGraph, visiting = new Set<string>()): boolean {
  const known = firstScreenMemo.get(id);
  if (known !== undefined) return known;
  if (visiting.has(id)) return false;
  visiting.add(id);
  const result =
    firstScreenRoots.some((root) => root.test(id)) ||
    (graph.getModuleInfo(id)?.importers ?? []).some(
      (importer) => !barrel.test(importer) && isFirstScreen(importer, graph, visiting),
    );
  visiting.delete(id);
  // A "no" reached while an import cycle was cut short is only final for the outermost question.
  if (result || visiting.size === 0) firstScreenMemo.set(id, result);
  return result;
}
// zod and the modules that build schemas with it are never captured: the importer walk above also follows
// re-exports (a contract module re-exporting its schemas from a sibling), and the first screen checks its
// responses with schemas loaded on first use. Should it really need one, the bundler still ships it, and
// the bundle figure shows it.
const zod = /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?zod[\\/]/;
const buildsSchemas = (id: string, graph: ModuleGraph) =>
  zod.test(id) || (graph.getModuleInfo(id)?.importedIds ?? []).some((imported) => zod.test(imported));
function firstScreenChunk(name: string) {
  return (id: string, graph: ModuleGraph) =>
    isFirstScreen(id, graph) && !buildsSchemas(id, graph) ? name : null;
}

/**
 * The app's themes never use CSS variables (no `cssVariables`, no `colorSchemes`, features/settings/theme.ts),
 * so MUI's createTheme and ThemeProvider always take their plain branch; they still import the CSS-variables
 * theme and provider (about 6 KB gzipped on the first screen, decision 070). Those two imports resolve to a
 * stub that fails loudly should a theme ever ask for CSS variables.
 */
function muiWithoutCssVariables(): Plugin {
  const stub = '\0mui-css-variables-unused';
  const replaced: Record<string, string> = {
    'createTheme.mjs': './createThemeWithVars.mjs',
    'ThemeProvider.mjs': './ThemeProviderWithVars.mjs',
  };
  return {
    name: 'mui-without-css-variables',
    enforce: 'pre',
    resolveId(source, importer) {
      const file = importer?.match(/@mui[\\/]material[\\/]styles[\\/]([^\\/]+)$/)?.[1];
      return file && replaced[file] === source ? stub : null;
    },
    load(id) {
      if (id !== stub) return null;
      const refuse =
        "throw new Error('CSS-variable themes are switched off in vite.config.ts (decision 070)')";
      return `export default function createThemeWithVars() { ${refuse}; }\nexport function CssVarsProvider() { ${refuse}; }\n`;
    },
  };
}

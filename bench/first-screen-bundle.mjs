#!/usr/bin/env node
// Prints the gzipped JavaScript the browser loads for the first screen (the signed-in shell on `/`) and
// writes bench/results/first-screen-bundle.json. Reads the Vite manifest of `pnpm build` (apps/web/dist):
// the entry and its static imports, plus the route chunks of the `/_app` layout and the `/` page, which the
// router fetches before it renders. Chunks loaded only later (other routes, drawers, the quick panel, other
// languages' strings) do not count. Goal (issue 10): at most 200 KB.
// `--no-record` prints only: the web build runs it that way so every build shows the figure without
// rewriting the recorded one.
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { machineSummary } from './lib/product-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'apps/web/dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const GOAL_KB = 200;

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
// The layout and home page route chunks, component and loader (TanStack Router's automatic code splitting
// names them by file; loaders are split since decision 070).
const firstRouteKeys = Object.keys(manifest).filter((key) =>
  /src\/routes\/(_app\.tsx|_app\/index\.tsx)\?tsr-split=(component|loader)/.test(key),
);
// The first screen's strings in English (the other language loads only for its users).
const firstLocaleKeys = ['common', 'shell', 'navigation', 'auth', 'errors', 'settings'].map(
  (ns) => `src/locales/en/${ns}.json`,
);

const files = new Set();
function collect(key) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported);
}
for (const key of [entryKey, ...firstRouteKeys, ...firstLocaleKeys]) collect(key);

// The first-screen chunk groups (apps/web/vite.config.ts, decision 070) put the two route components in the
// entry's own chunks, so they may have no manifest entry: then their code must be in a collected file.
const firstRouteModules = ['src/routes/_app.tsx', 'src/routes/_app/index.tsx'];
const collectedSources = [...files]
  .filter((file) => file.endsWith('.js') && existsSync(join(dist, `${file}.map`)))
  .flatMap((file) => JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8')).sources);
const missingRoutes = firstRouteModules.filter(
  (route) =>
    !firstRouteKeys.some((key) => key.startsWith(`${route}?`)) &&
    !collectedSources.some((source) => source.endsWith(`${route}?tsr-split=component`)),
);
if (missingRoutes.length > 0)
  throw new Error(`first screen route code not found: ${missingRoutes.join(', ')}`);

const chunks = [...files]
  .filter((file) => file.endsWith('.js'))
  .map((file) => {
    const source = readFileSync(join(dist, file));
    return { file, bytes: source.length, gzipBytes: gzipSync(source, { level: 9 }).length };
  })
  .sort((a, b) => b.gzipBytes - a.gzipBytes);

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const totalGzip = chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
const total = chunks.reduce((sum, chunk) => sum + chunk.bytes, 0);

const record = !process.argv.includes('--no-record');
// The build shows the ten largest files; a recorded run lists them all.
for (const chunk of record ? chunks : chunks.slice(0, 10))
  console.log(`${String(kb(chunk.gzipBytes)).padStart(7)} KB gz  ${chunk.file}`);
console.log(
  `first screen JavaScript: ${kb(totalGzip)} KB gzipped (${kb(total)} KB raw) in ${chunks.length} files; goal ≤ ${GOAL_KB} KB`,
);

const results = {
  date: new Date().toISOString(),
  machine: machineSummary(),
  firstScreenGzipKB: kb(totalGzip),
  firstScreenRawKB: kb(total),
  goalGzipKB: GOAL_KB,
  meetsGoal: kb(totalGzip) <= GOAL_KB,
  // Empty when the route components sit in the entry's first-app chunk (checked above).
  routeChunks: firstRouteKeys,
  chunks: chunks.map(({ file, gzipBytes }) => ({
    file: file.replace(/-[\w-]{8}\.js$/, '.js'),
    gzipKB: kb(gzipBytes),
  })),
};
if (record) {
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    join(root, 'bench/results/first-screen-bundle.json'),
    `${JSON.stringify(results, null, 2)}\n`,
  );
}

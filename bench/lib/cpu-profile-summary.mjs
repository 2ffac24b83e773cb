#!/usr/bin/env node
// Where a V8 CPU profile (.cpuprofile, written by BENCH_CPU_PROF) spent its time: the functions with the most
// self time, the packages and files they belong to, and the functions with the most time including what they
// called. Usage: node bench/lib/cpu-profile-summary.mjs <file.cpuprofile> [rows, default 40]
import fs from 'node:fs';

const [file, rowsArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: node bench/lib/cpu-profile-summary.mjs <file.cpuprofile> [rows]');
  process.exit(2);
}
const rows = Number(rowsArg ?? 40);
const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

// Sample counts weighted by the interval after each sample.
const self = new Map();
let total = 0;
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i + 1] ?? 0;
  self.set(id, (self.get(id) ?? 0) + dt);
  total += dt;
});

const where = ({ callFrame: f }) => {
  const url = f.url.replace(/^file:\/\//, '');
  const pkg = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  return (
    pkg ?? (url.includes('/apps/api/') ? 'apps/api' : url.includes('/prisma/') ? '@cd/db' : url || '(native)')
  );
};
const label = ({ callFrame: f }) =>
  `${f.functionName || '(anonymous)'} ${f.url.split('/').slice(-2).join('/')}:${f.lineNumber + 1}`;

const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
const selfByFunction = new Map();
const selfByPackage = new Map();
const inclusive = new Map();
for (const [id, us] of self) {
  const node = byId.get(id);
  add(selfByFunction, label(node), us);
  add(selfByPackage, where(node), us);
  // Each function on the stack once, however deep its recursion.
  const seen = new Set();
  for (let n = id; n !== undefined; n = parent.get(n)) {
    const key = label(byId.get(n));
    if (!seen.has(key)) add(inclusive, key, us);
    seen.add(key);
  }
}

const show = (title, map) => {
  console.log(`\n${title}`);
  for (const [key, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, rows)) {
    console.log(
      `${(us / 1000).toFixed(0).padStart(8)} ms ${((100 * us) / total).toFixed(1).padStart(5)}%  ${key}`,
    );
  }
};
console.log(`${(total / 1000).toFixed(0)} ms sampled in ${file}`);
show('self time by package', selfByPackage);
show('self time by function', selfByFunction);
show('total time by function (with what it called)', inclusive);

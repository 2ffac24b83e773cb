import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { searchParamNames, type SearchParamName } from '../../src/lib/search-params';

/**
 * Every route of the router and the search params it reads, read from the generated route tree and the
 * route files, so a new route (or a new param) falls under the route sweep without editing it.
 */
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src');

export type ParamKind = 'id' | 'page' | 'day' | 'returnPath' | 'text';
export interface SweptRoute {
  path: string;
  file: string;
  /** `Access.<name>` of `staticData.access` (src/app/access.ts), 'public', or undefined. */
  access: string | undefined;
  params: { name: SearchParamName; kind: ParamKind; optional: boolean }[];
}

/** `'/OrganizationUnitMaintenance/': typeof AppOrganizationUnitMaintenanceIndexRoute` → path and file. */
export function routeTable(): SweptRoute[] {
  const tree = fs.readFileSync(path.join(src, 'routeTree.gen.ts'), 'utf8');
  const files = new Map(
    [...tree.matchAll(/import \{ Route as (\w+)Import \} from '\.\/(routes\/[^']+)'/g)].map((m) => [
      m[1],
      m[2],
    ]),
  );
  const byFullPath = /export interface FileRoutesByFullPath \{([^}]*)\}/.exec(tree)?.[1] ?? '';
  return [...byFullPath.matchAll(/'([^']+)': typeof (\w+)/g)].map(([, fullPath, name]) => {
    const file = files.get(name!);
    if (!file) throw new Error(`route ${fullPath}: no import for ${name}`);
    const text = readSource(path.join(src, file));
    const access = /access:\s*(?:Access\.(\w+)|'(public)')/.exec(text);
    return { path: fullPath!, file, access: access?.[1] ?? access?.[2], params: paramsOf(file) };
  });
}

/** The `validateSearch` shape of a route file: inline `searchSchema({...})` or a schema it imports. */
function paramsOf(file: string): SweptRoute['params'] {
  const text = readSource(path.join(src, file));
  const declared = /validateSearch:\s*(\w+)/.exec(text)?.[1];
  if (!declared) return [];
  const shape =
    declared === 'searchSchema'
      ? /validateSearch:\s*searchSchema\(\{([\s\S]*?)\}\),\n/.exec(text)?.[1]
      : schemaNamed(declared);
  if (shape === undefined) throw new Error(`${file}: cannot read the search schema ${declared}`);
  const names = new Set<string>(searchParamNames);
  return [...shape.matchAll(/(\w+):\s*([^,\n]+)/g)]
    .filter(([, name]) => names.has(name!))
    .map(([, name, expression]) => ({
      name: name as SearchParamName,
      kind: kindOf(expression!),
      optional: !/searchParam\.\w+\(\)(\.regex\([^)]*\))?$/.test(expression!.trim()),
    }));
}

function kindOf(expression: string): ParamKind {
  const kind = /searchParam\.(\w+)\(/.exec(expression)?.[1];
  return kind === 'id' || kind === 'page' || kind === 'day' || kind === 'returnPath' ? kind : 'text';
}

/** `export const <name> = searchSchema({...})` anywhere under src. */
function schemaNamed(name: string): string | undefined {
  for (const file of sourceFiles(src)) {
    const match = new RegExp(`export const ${name} = searchSchema\\(\\{([\\s\\S]*?)\\}\\);`).exec(
      fs.readFileSync(file, 'utf8'),
    );
    if (match) return match[1];
  }
  return undefined;
}

function readSource(base: string): string {
  for (const ext of ['.tsx', '.ts'])
    if (fs.existsSync(base + ext)) return fs.readFileSync(base + ext, 'utf8');
  throw new Error(`no source for ${base}`);
}

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

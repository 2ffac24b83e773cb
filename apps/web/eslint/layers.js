import path from 'node:path';

/**
 * Import directions of ARCHITECTURE 7: routes → features → components/lib; app composes; features never
 * import each other. A layer is the first folder under src/ (`features/<area>` for features).
 * Which layers each layer may import; anything else under src/ is refused.
 */
const allowed = {
  app: ['app', 'routes', 'features', 'components', 'lib', 'locales', 'routeTree'],
  routes: ['app', 'routes', 'features', 'components', 'lib', 'locales'],
  features: ['components', 'lib', 'locales'],
  components: ['components', 'lib', 'locales'],
  lib: ['lib', 'locales'],
  locales: ['locales'],
};

/** `features/<area>` for feature files, else the first folder (or file name) under src/. */
export function layerOf(file, srcRoot) {
  const relative = path.relative(srcRoot, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [first, second] = relative.split(path.sep);
  if (first === 'features' && second) return `features/${second}`;
  return first.replace(/\.tsx?$/, '').replace(/\.gen$/, '');
}

function mayImport(from, to) {
  if (from === to) return true;
  const fromKind = from.split('/')[0];
  const toKind = to.split('/')[0];
  const rule = allowed[fromKind];
  if (!rule) return true; // main.tsx, test setup: entry points compose everything.
  return rule.includes(toKind);
}

/** @type {import('eslint').Rule.RuleModule} */
export const layersRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep the import directions between app, routes, features, components and lib.' },
    schema: [{ type: 'object', properties: { srcRoot: { type: 'string' } }, additionalProperties: false }],
    messages: {
      forbidden:
        '{{from}} must not import from {{to}} (routes → features → components/lib; app composes; features never import each other).',
    },
  },
  create(context) {
    const srcRoot = context.options[0]?.srcRoot ?? path.join(context.cwd, 'src');
    const from = layerOf(context.filename, srcRoot);
    if (!from) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = layerOf(path.resolve(path.dirname(context.filename), source), srcRoot);
      if (to && !mayImport(from, to))
        context.report({ node: node.source, messageId: 'forbidden', data: { from, to } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

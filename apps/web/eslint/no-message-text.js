/**
 * Decision 097: the web branches on a server message's code (`messageCode`), never on its English text.
 * Refused: comparing a `.message` (`===`, `!==`, `==`, `!=`, `switch`), or testing it (`startsWith`,
 * `endsWith`, `includes`, `match`, `search`, `indexOf`, `localeCompare`, `/…/.test(x.message)`).
 * Showing a message or passing it on is fine.
 */
const textTests = new Set([
  'startsWith',
  'endsWith',
  'includes',
  'match',
  'matchAll',
  'search',
  'indexOf',
  'localeCompare',
]);
const comparisons = new Set(['===', '!==', '==', '!=']);

const isMessage = (node) =>
  node?.type === 'MemberExpression' &&
  !node.computed &&
  node.property.type === 'Identifier' &&
  node.property.name === 'message';

/** The node as its parent sees it, through `a?.message`, `a.message!` and `(a.message as string)`. */
function outermost(node) {
  let current = node;
  while (['ChainExpression', 'TSNonNullExpression', 'TSAsExpression'].includes(current.parent?.type)) {
    current = current.parent;
  }
  return current;
}

export const noMessageTextRule = {
  meta: {
    type: 'problem',
    docs: { description: "Branch on an error's messageCode, never on its message text (decision 097)." },
    messages: {
      compared: "Do not compare a message's text; branch on its messageCode (isServerMessage, decision 097).",
    },
    schema: [],
  },
  create(context) {
    return {
      MemberExpression(node) {
        if (!isMessage(node)) return;
        const self = outermost(node);
        const parent = self.parent;
        const refused =
          (parent?.type === 'BinaryExpression' && comparisons.has(parent.operator)) ||
          (parent?.type === 'SwitchStatement' && parent.discriminant === self) ||
          (parent?.type === 'MemberExpression' &&
            parent.object === self &&
            parent.property.type === 'Identifier' &&
            textTests.has(parent.property.name)) ||
          (parent?.type === 'CallExpression' &&
            parent.arguments.includes(self) &&
            parent.callee.type === 'MemberExpression' &&
            ['test', 'exec'].includes(parent.callee.property.name));
        if (refused) context.report({ node, messageId: 'compared' });
      },
    };
  },
};

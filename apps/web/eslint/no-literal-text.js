/**
 * Every visible string comes from the locale files (both languages): JSX text with letters, literal
 * strings rendered as children (`{'Save'}`, `{ok ? 'Yes' : 'No'}`, `{x && 'None'}`), literal strings in
 * attributes people see or hear (aria-label, title, placeholder, label, alt, helperText), and the text of a
 * toast (`enqueueSnackbar('Saved')`) are refused. Punctuation, numbers and symbols alone are fine.
 */
const visibleAttributes = new Set([
  'aria-label',
  'title',
  'placeholder',
  'label',
  'alt',
  'helperText',
  'aria-description',
]);
const hasWords = (text) => /\p{L}/u.test(text);

/** The literal text an expression would render, looking through `a ? b : c` and `a && b` / `a ?? b`. */
function literalTexts(expression) {
  if (!expression) return [];
  switch (expression.type) {
    case 'Literal':
      return typeof expression.value === 'string' && hasWords(expression.value)
        ? [[expression, expression.value]]
        : [];
    case 'TemplateLiteral': {
      const text = expression.quasis.map((quasi) => quasi.value.cooked ?? '').join('…');
      return expression.quasis.some((quasi) => hasWords(quasi.value.cooked ?? ''))
        ? [[expression, text]]
        : [];
    }
    case 'ConditionalExpression':
      return [...literalTexts(expression.consequent), ...literalTexts(expression.alternate)];
    case 'LogicalExpression':
      return literalTexts(expression.right);
    default:
      return [];
  }
}

/** @type {import('eslint').Rule.RuleModule} */
export const noLiteralTextRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Visible text must come from the translations (en and zh-HK).' },
    schema: [],
    messages: {
      literal: 'Hard-coded text "{{text}}": put it in a locale namespace (en and zh-HK) and use t().',
    },
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (hasWords(node.value)) report(node, node.value);
      },
      JSXAttribute(node) {
        const name = typeof node.name.name === 'string' ? node.name.name : '';
        if (!visibleAttributes.has(name) || !node.value) return;
        if (
          node.value.type === 'Literal' &&
          typeof node.value.value === 'string' &&
          hasWords(node.value.value)
        ) {
          report(node.value, node.value.value);
        }
        const expression = node.value.type === 'JSXExpressionContainer' ? node.value.expression : null;
        for (const [literal, text] of literalTexts(expression)) report(literal, text);
      },
      JSXExpressionContainer(node) {
        const parent = node.parent?.type;
        if (parent !== 'JSXElement' && parent !== 'JSXFragment') return;
        for (const [literal, text] of literalTexts(node.expression)) report(literal, text);
      },
      CallExpression(node) {
        if (node.callee.type !== 'Identifier' || node.callee.name !== 'enqueueSnackbar') return;
        for (const [literal, text] of literalTexts(node.arguments[0])) report(literal, text);
      },
    };
  },
};

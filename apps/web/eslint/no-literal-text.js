/**
 * Every visible string comes from the locale files (both languages): JSX text with letters, and literal
 * strings in attributes people see or hear (aria-label, title, placeholder, label, alt, helperText), are
 * refused. Punctuation, numbers and symbols alone are fine.
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
        if (
          expression?.type === 'Literal' &&
          typeof expression.value === 'string' &&
          hasWords(expression.value)
        ) {
          report(expression, expression.value);
        }
        if (
          expression?.type === 'TemplateLiteral' &&
          expression.quasis.some((quasi) => hasWords(quasi.value.cooked ?? ''))
        ) {
          report(expression, expression.quasis.map((quasi) => quasi.value.cooked).join('…'));
        }
      },
    };
  },
};

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import reactHooks from 'eslint-plugin-react-hooks';
import root from '../../eslint.config.js';
import { layersRule } from './eslint/layers.js';
import { noLiteralTextRule } from './eslint/no-literal-text.js';
import { noMessageTextRule } from './eslint/no-message-text.js';

const srcRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), 'src');

export default [
  ...root,
  reactHooks.configs.flat['recommended-latest'],
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: {
      local: {
        rules: {
          layers: layersRule,
          'no-literal-text': noLiteralTextRule,
          'no-message-text': noMessageTextRule,
        },
      },
    },
    rules: {
      'local/layers': ['error', { srcRoot }],
      'local/no-literal-text': 'error',
      'local/no-message-text': 'error',
    },
  },
  {
    // Screens call endpoints by name (apiClient.call / file); method and path live once, in contracts.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Literal[value=/^\\/api(\\/|$)/]', 'TemplateElement[value.raw=/^\\/api(\\/|$)/]'].map(
          (selector) => ({
            selector,
            message: 'Call the endpoint by name (packages/contracts endpoints.ts), not by its /api path.',
          }),
        ),
      ],
    },
  },
  {
    // Tests render fixtures and assert on text.
    files: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: { 'local/no-literal-text': 'off' },
  },
];

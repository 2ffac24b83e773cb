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
    // Tests render fixtures and assert on text.
    files: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: { 'local/no-literal-text': 'off' },
  },
];

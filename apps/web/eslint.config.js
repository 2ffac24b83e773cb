import path from 'node:path';
import { fileURLToPath } from 'node:url';
import reactHooks from 'eslint-plugin-react-hooks';
import root from '../../eslint.config.js';
import { layersPlugin } from './eslint/layers.js';

const srcRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), 'src');

export default [
  ...root,
  reactHooks.configs.flat['recommended-latest'],
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { local: layersPlugin },
    rules: { 'local/layers': ['error', { srcRoot }] },
  },
];

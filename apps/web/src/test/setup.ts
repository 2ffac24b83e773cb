// Components render translated text, as in the app: every namespace is loaded before any test runs.
import { i18n, i18nReady } from '../app/i18n';
import { namespaces } from '../locales';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import './setup-storage';

await i18nReady;
await i18n.loadNamespaces(namespaces);

// jsdom has no scrolling; the router's scroll restoration calls it (tests of pure logic run without a DOM).
if (typeof window !== 'undefined') window.scrollTo = () => {};

afterEach(() => {
  cleanup();
});

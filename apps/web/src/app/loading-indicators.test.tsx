import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ContactDetailPending } from '../features/contacts/components/ContactDetailPending';
import { LoadingScreen } from '../features/auth/components/LoadingScreen';
import { Loading } from '../features/directory-browse/components/Loading';
import { Spinner } from '../components/Spinner';

// axe's aria-progressbar-name: a spinner without a name is read as "progress bar" and nothing else.
describe('every loading spinner has an accessible name', () => {
  it.each<[string, ReactElement, string]>([
    ['the loading screen', <LoadingScreen key="screen" />, 'Loading'],
    ['the generic spinner', <Spinner key="spinner" />, 'Loading'],
    ['directory browsing', <Loading key="browse" />, 'Fetching data'],
    ['the contact card', <ContactDetailPending key="card" />, 'Fetching data'],
  ])('%s', (_where, element, name) => {
    render(element);
    expect(screen.getByRole('progressbar', { name: new RegExp(name) })).toBeTruthy();
  });
});

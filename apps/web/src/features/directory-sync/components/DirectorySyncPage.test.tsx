import type { SyncConnection } from '@cd/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DirectorySyncPage } from './DirectorySyncPage';

const entra: SyncConnection = {
  id: 4,
  name: 'Entra ID',
  ouIDs: [10],
  ouAttribute: 'department',
  ouMappings: [],
  defaultOuID: 10,
  fieldPolicies: {},
  tokenPrefix: 'scim_Ab12',
  createdAt: '2026-11-25T10:00:00.000Z',
  tokenRotatedAt: null,
  revokedAt: null,
  lastSyncAt: '2026-11-25T11:00:00.000Z',
  counts: { created: 1200, updated: 7, deactivated: 2, deleted: 1 },
  lastErrors: [{ at: '2026-11-25T11:00:00.000Z', status: 409, detail: 'userName is already taken' }],
  version: 1,
};
const okta: SyncConnection = {
  ...entra,
  id: 5,
  name: 'Okta',
  revokedAt: '2026-11-25T12:00:00.000Z',
  lastErrors: [],
};

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(status === 200 ? { result: true, message: '', data } : data), {
    status,
    headers: { 'content-type': 'application/json' },
  });

let fetchMock: ReturnType<typeof vi.fn>;
const posted = (path: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url).includes(path) && (init as RequestInit)?.method === 'POST')
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)));

beforeEach(() => {
  fetchMock = vi.fn(async (url: RequestInfo | URL) => {
    const path = String(url);
    if (path.includes('/GetOUNavigationTree')) {
      return json({
        nodes: [
          {
            ouID: 10,
            parentOuID: null,
            code: 'HPG-HK',
            name: 'Hong Kong',
            nameZh: '香港',
            depth: 0,
            hasChildren: false,
          },
        ],
        complete: true,
        truncated: false,
        selectedOuID: null,
      });
    }
    if (path.includes('/GetConnections')) return json([entra, okta]);
    if (path.includes('/RotateToken')) {
      return json({
        connection: {
          ...entra,
          tokenPrefix: 'scim_Zz99',
          tokenRotatedAt: '2026-11-25T13:00:00.000Z',
          version: 2,
        },
        token: 'scim_Zz99-the-whole-secret',
      });
    }
    throw new Error(`unexpected ${path}`);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <DirectorySyncPage />
    </QueryClientProvider>,
  );

// Each test renders the page with MUI's dialogs and selects: seconds on a loaded shared machine.
describe('DirectorySyncPage', { timeout: 30_000 }, () => {
  it('lists each connection with its OUs, token prefix, last sync, counts and last errors', async () => {
    renderPage();
    const card = await screen.findByRole('region', { name: /Entra ID/ });
    await within(card).findByText('Hong Kong (HPG-HK)');
    expect(within(card).getByText('scim_Ab12…')).toBeTruthy();
    expect(within(card).getByTestId('sync-count-created').textContent).toBe('Created: 1,200');
    expect(within(card).getByTestId('sync-count-deleted').textContent).toBe('Deleted: 1');
    expect(within(card).getByText(/HTTP 409 · userName is already taken/)).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Revoke Entra ID' })).toBeTruthy();

    // A revoked connection is shown as such and offers nothing more to do.
    const revoked = screen.getByRole('region', { name: /Okta/ });
    expect(within(revoked).getByTestId('sync-state').textContent).toBe('Revoked');
    expect(within(revoked).queryAllByRole('button')).toEqual([]);
    expect(within(revoked).getByText('No errors.')).toBeTruthy();
  });

  it('rotates only after the confirmation, then shows the new token once', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Rotate token of Entra ID' }));
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain('The current token stops working at once');
    expect(posted('/RotateToken')).toEqual([]);

    fireEvent.click(within(question).getByRole('button', { name: 'Rotate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Token of Entra ID' });
    expect(posted('/RotateToken')).toEqual([{ id: 4, version: 1 }]);
    expect((within(dialog).getByTestId('sync-token') as HTMLInputElement).value).toBe(
      'scim_Zz99-the-whole-secret',
    );
    expect(dialog.textContent).toContain('It will not be shown again');
    expect(within(dialog).getByRole('button', { name: 'Copy the token' })).toBeTruthy();
    // The list shows the new prefix from the answer, without asking again.
    expect(await screen.findByText('scim_Zz99…')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByTestId('sync-token')).toBeNull());
    expect(document.body.textContent).not.toContain('the-whole-secret');
  });

  it('checks the new connection form before asking to save, and sends nothing', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'New connection' }));
    const dialog = await screen.findByRole('dialog', { name: 'New connection' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a mapping' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Name is a mandatory field')).toBeTruthy();
    expect(within(dialog).getByText('Choose at least one organisation unit')).toBeTruthy();
    expect(within(dialog).getByText('Enter the value the identity provider sends')).toBeTruthy();
    expect(within(dialog).getByText('Choose the unit for this value')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(posted('/SaveConnection')).toEqual([]);
  });
});

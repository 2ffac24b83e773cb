import { OU_TREE_LIMIT, type OuNavigationTree, type OuTreeNode } from '@cd/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OuPicker } from './OuPicker';

/** A directory of more OUs than one answer holds: two roots, one with OU_TREE_LIMIT + 20 children. */
const roots = [node(1, null, 'Bulk Holdings', 'BULK', true), node(2, null, 'Harbour Pacific', 'HPG', true)];
const bulkUnits = Array.from({ length: OU_TREE_LIMIT + 20 }, (_, i) =>
  node(100 + i, 1, `Bulk Unit ${String(i).padStart(4, '0')}`, `BU-${i}`, false),
);
const hongKong = node(3, 2, 'Harbour Pacific Hong Kong', 'HPG-HK', true);
const zurich = node(4, 3, 'Zürich Desk', 'ZRH', false);

function node(
  ouID: number,
  parentOuID: number | null,
  name: string,
  code: string,
  hasChildren: boolean,
): OuTreeNode {
  return { ouID, parentOuID, code, name, nameZh: null, depth: parentOuID === null ? 0 : 1, hasChildren };
}

const answer = (nodes: OuTreeNode[], extra: Partial<OuNavigationTree> = {}) =>
  new Response(
    JSON.stringify({
      result: true,
      message: '',
      data: { nodes, complete: false, truncated: false, selectedOuID: null, ...extra },
    }),
    { status: 200, headers: { 'content-type': 'application/json' } },
  );

/** The tree endpoint as the server answers a large directory (roots, children, search, path). */
function fakeTreeEndpoint(input: RequestInfo | URL): Promise<Response> {
  const query = new URL(String(input), 'http://localhost').searchParams;
  const ouID = query.get('ouID');
  const searchText = query.get('searchText');
  const selected = query.get('selectedOuID');
  if (searchText) {
    const matches = [...bulkUnits, hongKong, zurich].filter((ou) =>
      ou.name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().includes(searchText.toLowerCase()),
    );
    return Promise.resolve(answer(matches.slice(0, 50), { truncated: matches.length > 50 }));
  }
  if (ouID === '1') return Promise.resolve(answer(bulkUnits.slice(0, OU_TREE_LIMIT), { truncated: true }));
  if (ouID === '2') return Promise.resolve(answer([hongKong]));
  if (ouID === '3') return Promise.resolve(answer([zurich]));
  if (selected === '4') return Promise.resolve(answer([...roots, hongKong, zurich], { selectedOuID: 4 }));
  return Promise.resolve(answer(roots));
}

/** jsdom renders hundreds of options slowly on a busy machine. */
const slow = { timeout: 10_000 };

let fetchMock: ReturnType<typeof vi.fn>;
const requested = () => fetchMock.mock.calls.map(([url]) => decodeURIComponent(String(url)));

beforeEach(() => {
  fetchMock = vi.fn(fakeTreeEndpoint);
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderPicker(value?: string) {
  const onChange = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <OuPicker value={value} onChange={onChange} />
    </QueryClientProvider>,
  );
  return { onChange, input: screen.getByRole('combobox', { name: 'Organization unit' }) };
}

/** Each option's accessible name: the open/close arrow is hidden from assistive technology. */
const names = (list: ReturnType<typeof within>) =>
  list.getAllByRole('option').map((option: HTMLElement) => option.textContent!.replace(/^[▸▾]/, ''));

async function openList(input: HTMLElement) {
  act(() => input.focus());
  fireEvent.mouseDown(input);
  return within(await screen.findByRole('listbox', {}, slow));
}

describe('OuPicker over a directory too large to load whole', { timeout: 30_000 }, () => {
  it('lists the roots, says why, and opens an OU to load its children', async () => {
    const { input, onChange } = renderPicker();
    const list = await openList(input);
    expect(names(list)).toEqual(['Bulk Holdings BULK', 'Harbour Pacific HPG']);
    expect(screen.getByText(/too many organization units to list at once/)).toBeTruthy();

    fireEvent.click(screen.getByTestId('ou-toggle-2'));
    await waitFor(() => expect(list.getAllByRole('option')).toHaveLength(3), slow);
    expect(requested()).toContain('/api/OrganizationUnits/GetOUNavigationTree?function=FN-0000&ouID=2');
    expect(onChange).not.toHaveBeenCalled();
    expect(names(list)[2]).toBe('Harbour Pacific Hong Kong HPG-HK');

    fireEvent.click(list.getByRole('option', { name: 'Harbour Pacific Hong Kong HPG-HK' }));
    expect(onChange).toHaveBeenCalledWith('3');
  });

  it('opens the highlighted OU with the Right arrow key and closes it with the Left one', async () => {
    const { input } = renderPicker();
    const list = await openList(input);
    // The first option, Bulk Holdings, is highlighted as the list opens.
    fireEvent.keyDown(input, { key: 'ArrowRight' });
    await waitFor(() => expect(list.getAllByRole('option')).toHaveLength(2 + OU_TREE_LIMIT), slow);
    expect(screen.getByText(/Only the first ones are listed/)).toBeTruthy();
    fireEvent.keyDown(input, { key: 'ArrowLeft' });
    await waitFor(() => expect(list.getAllByRole('option')).toHaveLength(2), slow);
  });

  it('searches every OU on the server when the user types', async () => {
    const { input, onChange } = renderPicker();
    await openList(input);
    fireEvent.change(input, { target: { value: 'zurich' } });
    const match = await screen.findByRole('option', { name: 'Zürich Desk ZRH' }, slow);
    expect(requested()).toContain(
      '/api/OrganizationUnits/GetOUNavigationTree?function=FN-0000&searchText=zurich',
    );
    fireEvent.click(match);
    expect(onChange).toHaveBeenCalledWith('4');
  });

  it('shows a chosen OU deep in the tree by loading the path down to it', async () => {
    const { input } = renderPicker('4');
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('Zürich Desk (ZRH)'), slow);
    expect(requested()).toContain(
      '/api/OrganizationUnits/GetOUNavigationTree?function=FN-0000&selectedOuID=4',
    );
    const list = await openList(input);
    expect(names(list)).toEqual([
      'Bulk Holdings BULK',
      'Harbour Pacific HPG',
      'Harbour Pacific Hong Kong HPG-HK',
      'Zürich Desk ZRH',
    ]);
  });

  it('keeps what the user types over a chosen OU while the server answers the search', async () => {
    const { input } = renderPicker('4');
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('Zürich Desk (ZRH)'), slow);
    await openList(input);
    fireEvent.change(input, { target: { value: 'bulk unit 001' } });
    await screen.findByRole('option', { name: 'Bulk Unit 0010 BU-10' }, slow);
    expect((input as HTMLInputElement).value).toBe('bulk unit 001');
  });

  it('says when the chosen OU is not one the caller may use', async () => {
    fetchMock.mockImplementation((url: RequestInfo | URL) =>
      String(url).includes('selectedOuID')
        ? Promise.resolve(
            new Response(
              JSON.stringify({ result: false, message: 'Forbidden', error: { code: 'FORBIDDEN' } }),
              {
                status: 403,
                headers: { 'content-type': 'application/json' },
              },
            ),
          )
        : fakeTreeEndpoint(url),
    );
    const { input } = renderPicker('999');
    expect(await screen.findByText('No organization unit you may use has this ID', {}, slow)).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('');
  });
});

import type { ImportPreview } from '@cd/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImportPreviewPanel } from './ImportPreviewPanel';

const preview: ImportPreview = {
  importRunID: 42,
  ouID: 7,
  fileName: 'team.xlsx',
  sha256: 'ab'.repeat(32),
  status: 'previewReady',
  counts: { totalRows: 3, created: 1, updated: 1, unchanged: 0, invalid: 1 },
  issues: [{ row: 4, column: 'Email', message: "'x' is not a valid email address." }],
  issueCount: 1,
  warnings: [],
  expiresAt: '2030-01-01T00:00:00Z',
};

function renderPanel(onCommitted = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SnackbarProvider>
        <ImportPreviewPanel preview={preview} onCommitted={onCommitted} onDiscarded={vi.fn()} />
      </SnackbarProvider>
    </QueryClientProvider>,
  );
  return onCommitted;
}

afterEach(() => vi.restoreAllMocks());

describe('ImportPreviewPanel', () => {
  it('lists each invalid row with its row number, column and message', () => {
    renderPanel();
    const row = screen.getByRole('row', { name: /4 Email 'x' is not a valid email address\./ });
    expect(row).toBeTruthy();
    expect(screen.getByTestId('count-created').textContent).toContain('1');
    expect(screen.getByTestId('count-invalid').textContent).toContain('1');
  });

  it('blocks the commit while invalid rows block, and commits with skip once the user chooses it', async () => {
    const result = { importRunID: 42, status: 'committed', counts: preview.counts };
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(
        JSON.stringify({ result: true, message: 'UALM has processed the upload.', data: result }),
        {
          status: 200,
          headers: { 'content-type': 'application/json' },
        },
      ),
    );
    const onCommitted = renderPanel();
    const commit = screen.getByRole('button', { name: 'Commit import' }) as HTMLButtonElement;
    expect(commit.disabled).toBe(true);

    fireEvent.click(screen.getByLabelText('Import the valid rows and skip the invalid ones'));
    expect(commit.disabled).toBe(false);
    fireEvent.click(commit);

    await waitFor(() => expect(onCommitted).toHaveBeenCalledWith(result));
    const [url, init] = fetchMock.mock.calls.find(([u]) => String(u).includes('CommitImport'))!;
    expect(String(url)).toBe('/api/ContactImport/CommitImport');
    expect(JSON.parse(String(init!.body))).toEqual({ importRunID: 42, invalidRows: 'skip' });
  });
});

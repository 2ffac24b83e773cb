import type { ImportPreview } from '@cd/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from 'i18next';
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
      <ImportPreviewPanel preview={preview} onCommitted={onCommitted} onDiscarded={vi.fn()} />
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

describe('ImportPreviewPanel in zh-HK', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('shows a coded row problem and its column in Chinese, the server text when the code is unknown', async () => {
    await i18n.changeLanguage('zh-HK');
    const issues = [
      {
        row: 4,
        column: 'Email',
        message: "'x' is not a valid email address.",
        messageCode: 'IMPORT_INVALID_EMAIL',
        params: { value: 'x' },
      },
      { row: 5, column: 'Fax', message: 'Something newer.', messageCode: 'NOT_YET_KNOWN' },
    ];
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ImportPreviewPanel preview={{ ...preview, issues }} onCommitted={vi.fn()} onDiscarded={vi.fn()} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('row', { name: '4 電郵 「x」不是有效的電郵地址。' })).toBeTruthy();
    expect(screen.getByRole('row', { name: '5 傳真 Something newer.' })).toBeTruthy();
  });

  it('shows the preview warnings in Chinese, and asks for the error report in Chinese', async () => {
    await i18n.changeLanguage('zh-HK');
    const warnings = [
      {
        message: "Hidden worksheets were not read; rows were read from 'Contacts'.",
        messageCode: 'IMPORT_WARNING_HIDDEN_SHEETS',
        params: { sheet: 'Contacts' },
      },
      { message: 'An older warning without a code.' },
    ];
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(new Blob(['x']), { status: 200 }));
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ImportPreviewPanel preview={{ ...preview, warnings }} onCommitted={vi.fn()} onDiscarded={vi.fn()} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('沒有讀取隱藏的工作表；資料列取自「Contacts」。')).toBeTruthy();
    expect(screen.getByText('An older warning without a code.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /錯誤報告/ }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([u]) => String(u).includes('ErrorReport'))).toBe(true),
    );
    const [url] = fetchMock.mock.calls.find(([u]) => String(u).includes('ErrorReport'))!;
    expect(String(url)).toBe('/api/ContactImport/ErrorReport?importRunID=42&lang=zh-HK');
  });
});

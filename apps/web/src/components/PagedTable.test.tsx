import { fireEvent, render, screen, within } from '@testing-library/react';
import TableCell from '@mui/material/TableCell';
import { describe, expect, it, vi } from 'vitest';
import { PagedTable, type PagedTableProps } from './PagedTable';

type Row = { id: number; name: string };

function renderTable(overrides: Partial<PagedTableProps<Row>> = {}) {
  const onPageChange = vi.fn();
  render(
    <PagedTable<Row>
      headingId="rows-heading"
      heading="Rows"
      columns={['ID', 'Name']}
      page={{ items: [{ id: 11, name: 'Eleven' }], total: 23 }}
      pageNumber={2}
      pageSize={10}
      onPageChange={onPageChange}
      rowKey={(row) => row.id}
      renderCells={(row) => (
        <>
          <TableCell>{row.id}</TableCell>
          <TableCell>{row.name}</TableCell>
        </>
      )}
      rowsLabel={({ from, to, count }) => `${from}-${to} of ${count}`}
      emptyText="Nothing yet"
      testId="rows"
      {...overrides}
    />,
  );
  return { onPageChange };
}

describe('PagedTable', () => {
  it('labels the table by its heading and shows the rows and the 1-based page range', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Rows' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['ID', 'Name']);
    expect(within(table).getByRole('cell', { name: 'Eleven' })).toBeTruthy();
    expect(screen.getByText('11-20 of 23')).toBeTruthy();
  });

  it('reports pages 1-based', () => {
    const { onPageChange } = renderTable();
    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(onPageChange).toHaveBeenCalledWith(3);
    fireEvent.click(screen.getByRole('button', { name: /previous page/i }));
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it('says the list is empty instead of drawing a table', () => {
    renderTable({ page: { items: [], total: 0 } });
    expect(screen.getByText('Nothing yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows only the notice until the first page arrives', () => {
    renderTable({ page: undefined, notice: <p>Loading failed</p> });
    expect(screen.getByText('Loading failed')).toBeTruthy();
    expect(screen.queryByText('Nothing yet')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

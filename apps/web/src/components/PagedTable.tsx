import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface PagedTableProps<Item> {
  /** Id of the section heading; the table is labelled by it. */
  headingId: string;
  heading: string;
  columns: readonly string[];
  /** One server page of items; undefined while nothing has loaded (only `notice` shows). */
  page?: { items: readonly Item[]; total: number };
  /** 1-based, as the API and the URLs count pages. */
  pageNumber: number;
  pageSize: number;
  onPageChange(pageNumber: number): void;
  rowKey(item: Item): string | number;
  /** The row's cells (TableCell elements), in the order of `columns`. */
  renderCells(item: Item): ReactNode;
  rowsLabel(range: { from: number; to: number; count: number }): string;
  emptyText: string;
  /** Shown under the heading whatever the state: a total, an error. */
  notice?: ReactNode;
  testId?: string;
  sx?: SxProps<Theme>;
}

/** A titled section holding one server page of a list, with the pager under it (history, import runs, audit log). */
export function PagedTable<Item>({
  headingId,
  heading,
  columns,
  page,
  pageNumber,
  pageSize,
  onPageChange,
  rowKey,
  renderCells,
  rowsLabel,
  emptyText,
  notice,
  testId,
  sx,
}: PagedTableProps<Item>) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2, ...sx }}>
      <Typography variant="h6" component="h2" id={headingId} sx={{ mb: 1 }}>
        {heading}
      </Typography>
      {notice}
      {page && page.total === 0 && <Typography variant="body2">{emptyText}</Typography>}
      {page && page.total > 0 && (
        <>
          <Table size="small" aria-labelledby={headingId} data-testid={testId}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column}>{column}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {page.items.map((item) => (
                <TableRow key={rowKey(item)}>{renderCells(item)}</TableRow>
              ))}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={page.total}
            page={pageNumber - 1}
            rowsPerPage={pageSize}
            rowsPerPageOptions={[pageSize]}
            onPageChange={(_event, next) => onPageChange(next + 1)}
            labelDisplayedRows={rowsLabel}
          />
        </>
      )}
    </Paper>
  );
}

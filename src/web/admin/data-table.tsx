import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  type OnChangeFn,
  type PaginationState,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useT } from '../i18n/i18n.js';
import { Button } from '../ui/button.js';

type ServerPaging = {
  /** Rows matching on the server (all pages). */
  total: number;
  pagination: PaginationState;
  onPaginationChange: OnChangeFn<PaginationState>;
};

type ServerSorting = { sorting: SortingState; onSortingChange: OnChangeFn<SortingState> };

type Props<Row> = {
  /** The table's accessible name. */
  label: string;
  columns: ColumnDef<Row>[];
  data: Row[];
  /** Shown in place of the rows when there are none. */
  empty: ReactNode;
  /** Pages come from the server (large tables); without it every row is shown. */
  paging?: ServerPaging;
  /** The server sorts; without it, sortable columns sort the rows shown (none when the server pages). */
  sorting?: ServerSorting;
  getRowId?: (row: Row) => string;
  /** True while a new page or order loads (the current rows stay, dimmed). */
  busy?: boolean;
  testId?: string;
};

/**
 * A table of the console: sortable column headers (buttons, with aria-sort), and, for the large lists,
 * pages fetched from the server. It scrolls sideways inside its box on a narrow screen.
 */
export function DataTable<Row>({
  label,
  columns,
  data,
  empty,
  paging,
  sorting,
  getRowId,
  busy = false,
  testId,
}: Props<Row>) {
  const [localSorting, setLocalSorting] = useState<SortingState>([]);
  const table = useReactTable({
    data,
    columns,
    getCoreRowModel: getCoreRowModel(),
    ...(sorting
      ? { manualSorting: true, onSortingChange: sorting.onSortingChange }
      : { getSortedRowModel: getSortedRowModel(), onSortingChange: setLocalSorting }),
    ...(paging
      ? {
          manualPagination: true,
          rowCount: paging.total,
          onPaginationChange: paging.onPaginationChange,
        }
      : {}),
    state: {
      sorting: sorting ? sorting.sorting : localSorting,
      ...(paging ? { pagination: paging.pagination } : {}),
    },
    enableSortingRemoval: false,
    // Rows paged by the server can only be sorted by the server: sorting one page would mislead.
    ...(paging && !sorting ? { enableSorting: false } : {}),
    ...(getRowId ? { getRowId } : {}),
  });

  const rows = table.getRowModel().rows;
  return (
    <div className="flex flex-col gap-3" data-testid={testId}>
      {/* Focusable, so a keyboard can scroll it sideways on a narrow screen. */}
      <section
        className="overflow-x-auto rounded-xl border border-border focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
        aria-busy={busy}
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
      >
        <table className={`w-full min-w-[36rem] text-start text-sm ${busy ? 'opacity-60' : ''}`}>
          <caption className="sr-only">{label}</caption>
          <thead className="bg-surface-sunken text-muted">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const title = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className="px-3 py-2 font-semibold whitespace-nowrap"
                      aria-sort={
                        sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                      }
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          className="inline-flex min-h-9 items-center gap-1 rounded hover:text-foreground focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {title}
                          {sorted === 'asc' ? (
                            <ArrowUp className="size-4" aria-hidden="true" />
                          ) : sorted === 'desc' ? (
                            <ArrowDown className="size-4" aria-hidden="true" />
                          ) : (
                            <ArrowUpDown className="size-4 opacity-50" aria-hidden="true" />
                          )}
                        </button>
                      ) : (
                        title
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="px-3 py-6 text-center text-muted">
                  {empty}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.id} className="border-t border-border">
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} className="px-3 py-2 align-middle text-foreground">
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </section>
      {paging && <Pager label={label} table={table} total={paging.total} />}
    </div>
  );
}

function Pager<Row>({
  label,
  table,
  total,
}: {
  label: string;
  table: ReturnType<typeof useReactTable<Row>>;
  total: number;
}) {
  const t = useT();
  const { pageIndex, pageSize } = table.getState().pagination;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : pageIndex * pageSize + 1;
  const last = Math.min(total, (pageIndex + 1) * pageSize);
  return (
    <nav
      aria-label={t('{table} pages', { table: label })}
      className="flex flex-wrap items-center justify-between gap-2"
    >
      <p className="text-sm text-muted" aria-live="polite">
        {t('{first}-{last} of {total} (page {page} of {pages})', {
          first,
          last,
          total,
          page: pageIndex + 1,
          pages,
        })}
      </p>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => table.previousPage()}
          disabled={!table.getCanPreviousPage()}
        >
          <ChevronLeft aria-hidden="true" /> {t('Previous')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => table.nextPage()}
          disabled={!table.getCanNextPage()}
        >
          {t('Next')} <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}

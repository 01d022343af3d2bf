import type { ReactElement, ReactNode } from 'react';
import { Box } from '@mui/material';
import {
  Datagrid,
  List,
  Pagination,
  SimpleList,
  type DatagridProps,
  type Identifier,
  type ListProps,
  type RaRecord,
  type SimpleListProps,
} from 'react-admin';
import { ListActions, ListPagination, useIsPhone } from './ListActions';

const NEWEST_FIRST = { field: 'id', order: 'DESC' } as const;

/** Tight cells, so that a wide table still fits beside the menu. */
const TIGHT_CELLS = { '& .MuiTableCell-root': { px: 1 } };

/**
 * A staff list page: newest first unless `sort` says otherwise, 25 records a page (`log` lists,
 * read in bulk, offer no fewer), no in-browser export (an export is the server's,
 * ServerExportButton). On a phone one line per record (`phone`, a SimpleList's texts), elsewhere
 * a compact table of the `children` columns, without bulk actions. `open` is what a click on a
 * record opens: its edit or show page, or nothing. `filters` may depend on whether the screen is
 * a phone, where most of them fold into the filter button. The toolbar holds `toolbar` (create,
 * export...) and, on phones, which have no column headers, a menu to sort by the `sortable`
 * columns (the ones the API sorts by).
 */
type RowOpen = 'edit' | 'show' | false;

export const StaffList = <T extends RaRecord>({
  filters,
  phone,
  open,
  tableSx = TIGHT_CELLS,
  sortable,
  toolbar,
  log = false,
  children,
  ...props
}: Omit<ListProps<T>, 'filters' | 'children'> & {
  log?: boolean;
  filters?: ReactElement[] | ((isPhone: boolean) => ReactElement[]);
  sortable?: string[];
  toolbar?: ReactNode;
  phone: Omit<SimpleListProps<T>, 'rowClick'>;
  /** Or, per record, what it opens (a read-only record opens nothing). */
  open: RowOpen | ((record: T) => RowOpen);
  tableSx?: DatagridProps['sx'];
  children: ReactNode;
}) => {
  const isPhone = useIsPhone();
  const rowClick =
    typeof open === 'function'
      ? (_id: Identifier, _resource: string, record: RaRecord) => open(record as T)
      : open;
  return (
    <List<T>
      sort={NEWEST_FIRST}
      perPage={25}
      pagination={log ? <Pagination rowsPerPageOptions={[25, 50, 100]} /> : <ListPagination />}
      exporter={false}
      filters={typeof filters === 'function' ? filters(isPhone) : filters}
      actions={sortable ? <ListActions sortable={sortable}>{toolbar}</ListActions> : undefined}
      {...props}
    >
      {isPhone ? (
        <SimpleList<T> rowClick={rowClick} {...phone} />
      ) : (
        <Datagrid rowClick={rowClick} bulkActionButtons={false} size="small" sx={tableSx}>
          {children}
        </Datagrid>
      )}
    </List>
  );
};

/** A table cell of two lines: what staff look for over a smaller, greyed detail. */
export const TwoLineCell = ({ main, detail }: { main: ReactNode; detail: ReactNode }) => (
  <Box>
    <Box component="span" sx={{ display: 'block' }}>
      {main}
    </Box>
    <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.8125rem' }}>
      {detail}
    </Box>
  </Box>
);

/** A phone line made of the parts that apply, e.g. a role and, if so, "suspended". */
export const joinLine = (...parts: (string | null | false | undefined)[]) =>
  parts.filter(Boolean).join(' · ');

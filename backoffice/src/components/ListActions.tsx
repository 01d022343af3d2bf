import type { ReactNode } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import {
  CreateButton,
  FilterButton,
  Pagination,
  SortButton,
  TopToolbar,
  type CreateButtonProps,
} from 'react-admin';
import { useIsAdmin } from '../permissions';

/** Phones show lists without column headers and with folded filters. */
export const useIsPhone = () => useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));

/**
 * A list's toolbar: on phones a filter button and a sort menu over `sortable` (there are no
 * column headers to click), then `children` (create, export...).
 */
export const ListActions = ({
  sortable,
  children,
}: {
  sortable: string[];
  children?: ReactNode;
}) => {
  const isPhone = useIsPhone();
  return (
    <TopToolbar>
      {isPhone ? <FilterButton /> : null}
      {isPhone ? <SortButton fields={sortable} /> : null}
      {children}
    </TopToolbar>
  );
};

/** Create, offered to admins only (the server refuses support staff anyway). */
export const AdminCreateButton = (props: CreateButtonProps) =>
  useIsAdmin() ? <CreateButton {...props} /> : null;

/** The page sizes every staff list offers. */
export const ListPagination = () => <Pagination rowsPerPageOptions={[10, 25, 50, 100]} />;

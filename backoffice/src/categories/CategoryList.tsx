import { BooleanField, Datagrid, List, NumberField, SearchInput, TextField } from 'react-admin';
import { useIsAdmin } from '../permissions';
import { CatalogueSimpleList } from './CatalogueSimpleList';
import { DeleteUnusedButton } from './DeleteUnusedButton';
import { StatusField } from './StatusField';
import type { Category } from './types';
import {
  AdminCreateButton,
  ListActions,
  ListPagination,
  useIsPhone,
} from '../components/ListActions';

/** The columns the API can sort by, offered as a menu where there are no column headers. */
const SORTABLE_FIELDS = ['position', 'id', 'slug', 'name_es'];

const categoryFilters = [<SearchInput key="q" source="q" alwaysOn sx={{ width: { md: 240 } }} />];

const CategoryListActions = () => (
  <ListActions sortable={SORTABLE_FIELDS}>
    <AdminCreateButton />
  </ListActions>
);

/**
 * Every category in storefront order, with how many profiles use it. Admins open a row to edit
 * it and may delete the unused ones; support staff only read (there is no edit route for them).
 */
export const CategoryList = () => {
  const isPhone = useIsPhone();
  const isAdmin = useIsAdmin();
  return (
    <List<Category>
      filters={categoryFilters}
      sort={{ field: 'position', order: 'ASC' }}
      perPage={25}
      pagination={<ListPagination />}
      exporter={false}
      actions={<CategoryListActions />}
    >
      {isPhone ? (
        <CatalogueSimpleList<Category> resource="categories" />
      ) : (
        <Datagrid
          rowClick={isAdmin ? 'edit' : false}
          bulkActionButtons={false}
          size="small"
          sx={{ '& .MuiTableCell-root': { px: 1 } }}
        >
          <TextField source="id" />
          <NumberField source="position" />
          <TextField source="slug" />
          <TextField source="name_es" />
          <TextField source="name_en" sortable={false} />
          <TextField source="name_br" sortable={false} />
          <TextField source="icon" sortable={false} emptyText="—" />
          <BooleanField source="isDefault" sortable={false} FalseIcon={null} />
          <StatusField label="resources.categories.fields.status" />
          <NumberField source="usage" sortable={false} />
          {isAdmin ? <DeleteUnusedButton compact /> : null}
        </Datagrid>
      )}
    </List>
  );
};

import { BooleanField, TextField } from 'react-admin';
import { AdminCreateButton } from '../components/ListActions';
import { searchFilter } from '../components/filters';
import { CatalogueList } from './CatalogueList';
import type { Category } from './types';

/** The columns the API can sort by, offered as a menu where there are no column headers. */
const SORTABLE_FIELDS = ['position', 'id', 'slug', 'slug_br', 'name_es'];

const categoryFilters = [searchFilter()];

/** Every category, with its storefront icon and whether new profiles get it. */
export const CategoryList = () => (
  <CatalogueList<Category>
    resource="categories"
    filters={categoryFilters}
    sort={{ field: 'position', order: 'ASC' }}
    sortable={SORTABLE_FIELDS}
    toolbar={<AdminCreateButton />}
  >
    <TextField source="icon" sortable={false} emptyText="—" />
    <BooleanField source="isDefault" sortable={false} FalseIcon={null} />
  </CatalogueList>
);

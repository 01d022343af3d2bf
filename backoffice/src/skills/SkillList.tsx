import { ReferenceField, ReferenceInput, SelectInput, useListContext } from 'react-admin';
import { AdminCreateButton } from '../components/ListActions';
import { searchFilter } from '../components/filters';
import { CatalogueList } from '../categories/CatalogueList';
import type { Skill } from './types';

/** The columns the API can sort by, offered as a menu where there are no column headers. */
const SORTABLE_FIELDS = ['position', 'id', 'slug', 'slug_br', 'name_es', 'categoryId'];

/** A search, and the category to list the skills of (named in the interface language). */
const skillFilters = (isPhone: boolean) => [
  searchFilter(),
  <ReferenceInput
    key="categoryId"
    source="categoryId"
    reference="categories"
    sort={{ field: 'position', order: 'ASC' }}
    perPage={100}
    alwaysOn={!isPhone}
  >
    <SelectInput emptyText="backoffice.catalogue.anyCategory" sx={{ minWidth: 200 }} />
  </ReferenceInput>,
];

/** A new skill starts in the category being looked at, if any. */
const SkillCreateButton = () => {
  const { filterValues } = useListContext<Skill>();
  const categoryId: unknown = (filterValues as Record<string, unknown>).categoryId;
  return <AdminCreateButton state={categoryId ? { record: { categoryId } } : undefined} />;
};

/** Every skill with its category. */
export const SkillList = () => (
  <CatalogueList<Skill>
    resource="skills"
    filters={skillFilters}
    // Grouped by category; the API sorts by one field only.
    sort={{ field: 'categoryId', order: 'ASC' }}
    sortable={SORTABLE_FIELDS}
    toolbar={<SkillCreateButton />}
  >
    {/* Plain text: a link would hijack the click that opens the skill. */}
    <ReferenceField source="categoryId" reference="categories" link={false} />
  </CatalogueList>
);

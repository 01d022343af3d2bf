import {
  Datagrid,
  List,
  NumberField,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextField,
  useListContext,
} from 'react-admin';
import { DeleteUnusedButton } from '../categories/DeleteUnusedButton';
import { StatusField } from '../categories/StatusField';
import { useIsAdmin } from '../permissions';
import { CatalogueSimpleList } from '../categories/CatalogueSimpleList';
import type { Skill } from './types';
import {
  AdminCreateButton,
  ListActions,
  ListPagination,
  useIsPhone,
} from '../components/ListActions';

/** The columns the API can sort by, offered as a menu where there are no column headers. */
const SORTABLE_FIELDS = ['position', 'id', 'slug', 'name_es', 'categoryId'];

/** A search, and the category to list the skills of (named in the interface language). */
const skillFilters = (isPhone: boolean) => [
  <SearchInput key="q" source="q" alwaysOn sx={{ width: { md: 240 } }} />,
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

const SkillListActions = () => {
  const { filterValues } = useListContext<Skill>();
  const categoryId: unknown = (filterValues as Record<string, unknown>).categoryId;
  return (
    <ListActions sortable={SORTABLE_FIELDS}>
      {/* A new skill starts in the category being looked at, if any. */}
      <AdminCreateButton state={categoryId ? { record: { categoryId } } : undefined} />
    </ListActions>
  );
};

/**
 * Every skill with its category and how many profiles use it. Admins open a row to edit it and
 * may delete the unused ones; support staff only read (there is no edit route for them).
 */
export const SkillList = () => {
  const isPhone = useIsPhone();
  const isAdmin = useIsAdmin();
  return (
    <List<Skill>
      filters={skillFilters(isPhone)}
      // Grouped by category; the API sorts by one field only.
      sort={{ field: 'categoryId', order: 'ASC' }}
      perPage={25}
      pagination={<ListPagination />}
      exporter={false}
      actions={<SkillListActions />}
    >
      {isPhone ? (
        <CatalogueSimpleList<Skill> resource="skills" />
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
          {/* Plain text: a link would hijack the click that opens the skill. */}
          <ReferenceField source="categoryId" reference="categories" link={false} />
          <StatusField label="resources.skills.fields.status" />
          <NumberField source="usage" sortable={false} />
          {isAdmin ? <DeleteUnusedButton compact /> : null}
        </Datagrid>
      )}
    </List>
  );
};

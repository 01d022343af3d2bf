import {
  Datagrid,
  List,
  NullableBooleanInput,
  NumberField,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleList,
  TextField,
  useTranslate,
} from 'react-admin';
import { useIsAdmin } from '../permissions';
import { DeleteIfUnusedButton } from '../components/DeleteIfUnusedButton';
import { EnabledField } from '../plans/EnabledField';
import { APPLIES_TO_CHOICES, reasonInUse, reasonName, type CancellationReason } from './types';
import {
  AdminCreateButton,
  ListActions,
  ListPagination,
  useIsPhone,
} from '../components/ListActions';

const reasonFilters = (isPhone: boolean, withAppliesTo: boolean) => [
  <SearchInput key="q" source="q" alwaysOn sx={{ width: { md: 240 } }} />,
  ...(withAppliesTo
    ? [
        <SelectInput
          key="appliesTo"
          source="appliesTo"
          choices={APPLIES_TO_CHOICES}
          emptyText="backoffice.jobs.anyValue"
          alwaysOn={!isPhone}
          sx={{ minWidth: 140 }}
        />,
      ]
    : []),
  <NullableBooleanInput
    key="enabled"
    source="enabled"
    nullLabel="backoffice.jobs.anyValue"
    alwaysOn={!isPhone}
    sx={{ minWidth: 140 }}
  />,
];

/**
 * The reasons in the order clients and proskers are offered them, with how many jobs gave
 * each. Admins open a row to edit it and may delete the ones no job gave; support staff only
 * read. Cancellation reasons also say whom they are for (`withAppliesTo`).
 */
export const ReasonList = ({ withAppliesTo }: { withAppliesTo: boolean }) => {
  const isPhone = useIsPhone();
  const isAdmin = useIsAdmin();
  const translate = useTranslate();
  const sortable = ['position', 'id', 'name_es', ...(withAppliesTo ? ['appliesTo'] : []), 'usage'];
  return (
    <List<CancellationReason>
      filters={reasonFilters(isPhone, withAppliesTo)}
      sort={{ field: 'position', order: 'ASC' }}
      perPage={25}
      pagination={<ListPagination />}
      exporter={false}
      actions={
        <ListActions sortable={sortable}>
          <AdminCreateButton />
        </ListActions>
      }
    >
      {isPhone ? (
        <SimpleList<CancellationReason>
          primaryText={(reason) => reason.name_es}
          secondaryText={(reason) => `${reason.name_en} · ${reason.name_br}`}
          tertiaryText={(reason) =>
            [
              withAppliesTo ? translate(`backoffice.reasons.appliesTo.${reason.appliesTo}`) : null,
              reason.enabled ? null : translate('backoffice.billing.status.disabled'),
            ]
              .filter(Boolean)
              .join(' · ')
          }
          linkType={isAdmin ? 'edit' : false}
        />
      ) : (
        <Datagrid
          rowClick={isAdmin ? 'edit' : false}
          bulkActionButtons={false}
          size="small"
          sx={{
            '& .MuiTableCell-root': { px: 1 },
            '& th.column-appliesTo': { whiteSpace: 'nowrap' },
          }}
        >
          <TextField source="id" />
          <NumberField source="position" />
          <TextField source="name_es" />
          <TextField source="name_en" sortable={false} />
          <TextField source="name_br" sortable={false} />
          {withAppliesTo ? <SelectField source="appliesTo" choices={APPLIES_TO_CHOICES} /> : null}
          <EnabledField
            label={`resources.${withAppliesTo ? 'cancellation' : 'help'}-reasons.fields.status`}
          />
          <NumberField source="usage" />
          {isAdmin ? (
            <DeleteIfUnusedButton<CancellationReason>
              compact
              inUse={reasonInUse}
              name={reasonName}
            />
          ) : null}
        </Datagrid>
      )}
    </List>
  );
};

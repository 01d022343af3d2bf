import type { Identifier } from 'react-admin';
import { Datagrid, FunctionField, Pagination, ReferenceManyField, TextField } from 'react-admin';
import { WordChip } from '../components/WordChip';
import { LocaleDateField } from '../components/LocaleDateField';
import type { ContentVersion } from './types';

const PREFIX = 'backoffice.content.history';
const NEWEST_FIRST = { field: 'createdAt', order: 'DESC' } as const;

/**
 * Every saved version of a legal page's translations, newest first (GET /content-versions with
 * `filter={"itemId":…}`): language, version, status, title, who saved it and when.
 */
export const VersionHistory = ({ itemId }: { itemId: Identifier }) => (
  <ReferenceManyField<{ id: Identifier }, ContentVersion>
    reference="content-versions"
    target="itemId"
    record={{ id: itemId }}
    sort={NEWEST_FIRST}
    perPage={25}
    pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
  >
    <Datagrid
      bulkActionButtons={false}
      rowClick={false}
      size="small"
      empty={<span>—</span>}
      data-testid="content-history"
    >
      <LocaleDateField source="createdAt" label={`${PREFIX}.createdAt`} showTime sortable={false} />
      <FunctionField<ContentVersion>
        source="language"
        label={`${PREFIX}.language`}
        sortable={false}
        render={(version) => <WordChip word={`backoffice.languages.${version.language}`} />}
      />
      <TextField source="version" label={`${PREFIX}.version`} sortable={false} emptyText="—" />
      <FunctionField<ContentVersion>
        source="status"
        label={`${PREFIX}.status`}
        sortable={false}
        render={(version) => (
          <WordChip
            word={`backoffice.content.statuses.${version.status}`}
            color={version.status === 'published' ? 'success' : 'default'}
          />
        )}
      />
      <TextField source="title" label={`${PREFIX}.title`} sortable={false} />
      <TextField source="editedBy" label={`${PREFIX}.editedBy`} sortable={false} emptyText="—" />
    </Datagrid>
  </ReferenceManyField>
);

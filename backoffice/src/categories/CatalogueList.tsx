import type { ComponentProps, ReactNode } from 'react';
import { NumberField, TextField, useTranslate } from 'react-admin';
import { EnabledField } from '../components/EnabledField';
import { nameColumns, namePhoneLines } from '../components/names';
import { StaffList, joinLine } from '../components/StaffList';
import { DeleteIfUnusedButton } from '../components/Usage';
import { useIsAdmin } from '../permissions';
import { catalogueUsage, type CatalogueEntry } from './types';

/**
 * The list of categories or skills in storefront order, with how many profiles use each. Admins
 * open a row to edit it and may delete the unused ones; support staff only read (there is no
 * edit route for them). `children` are the resource's own columns, shown after the names (as
 * elements, not a fragment: the table reads each column's props for its header).
 */
export function CatalogueList<T extends CatalogueEntry>({
  resource,
  children,
  ...props
}: Pick<ComponentProps<typeof StaffList<T>>, 'filters' | 'sort' | 'sortable' | 'toolbar'> & {
  resource: 'categories' | 'skills';
  children: ReactNode;
}) {
  const isAdmin = useIsAdmin();
  const translate = useTranslate();
  return (
    <StaffList<T>
      {...props}
      open={isAdmin ? 'edit' : false}
      phone={{
        ...namePhoneLines,
        tertiaryText: (entry) =>
          joinLine(
            `${translate(`resources.${resource}.fields.usage`)}: ${entry.usage}`,
            entry.enabled ? null : translate('backoffice.catalogue.status.disabled'),
          ),
      }}
    >
      <TextField source="id" />
      <NumberField source="position" />
      <TextField source="slug" />
      <TextField source="slug_br" />
      {nameColumns()}
      {children}
      <EnabledField
        texts="backoffice.catalogue.status"
        label={`resources.${resource}.fields.status`}
      />
      <NumberField source="usage" sortable={false} />
      {isAdmin ? (
        <DeleteIfUnusedButton<CatalogueEntry> compact usage={catalogueUsage(resource)} />
      ) : null}
    </StaffList>
  );
}

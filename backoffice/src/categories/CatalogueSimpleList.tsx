import { SimpleList, useTranslate } from 'react-admin';
import { useIsAdmin } from '../permissions';
import type { CatalogueEntry } from './types';

/** The phone list of categories or skills: names, usage and a disabled mark. */
export function CatalogueSimpleList<T extends CatalogueEntry>({
  resource,
}: {
  resource: 'categories' | 'skills';
}) {
  const isAdmin = useIsAdmin();
  const translate = useTranslate();
  return (
    <SimpleList<T>
      primaryText={(entry) => entry.name_es}
      secondaryText={(entry) => `${entry.name_en} · ${entry.name_br}`}
      tertiaryText={(entry) =>
        [
          `${translate(`resources.${resource}.fields.usage`)}: ${entry.usage}`,
          entry.enabled ? null : translate('backoffice.catalogue.status.disabled'),
        ]
          .filter(Boolean)
          .join(' · ')
      }
      linkType={isAdmin ? 'edit' : false}
    />
  );
}

import { DeleteIfUnusedButton } from '../components/DeleteIfUnusedButton';
import { nameInCurrentLanguage, type CatalogueEntry } from './types';

/**
 * Deletes a category or skill no profile uses (anything in use is disabled instead); the server
 * still refuses a category that has skills with CATEGORY_IN_USE.
 */
export const DeleteUnusedButton = (props: { compact?: boolean; redirectToList?: boolean }) => (
  <DeleteIfUnusedButton<CatalogueEntry>
    inUse={(entry) => entry.usage !== 0}
    name={nameInCurrentLanguage}
    {...props}
  />
);

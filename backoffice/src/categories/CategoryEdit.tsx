import { Edit } from 'react-admin';
import { CategoryForm } from './CategoryForm';
import { EditToolbar } from './EditToolbar';
import { CATEGORY_FIELDS, pickFields, type Category } from './types';

/**
 * Admins only (App.tsx). Pessimistic, so that the server's validation messages (a taken or
 * malformed slug) come back onto the form instead of an undo toast that later fails. A
 * category in use is disabled here, never deleted; the notice above the form says so.
 */
export const CategoryEdit = () => (
  <Edit<Category>
    mutationMode="pessimistic"
    redirect="list"
    transform={pickFields<Category, (typeof CATEGORY_FIELDS)[number]>(CATEGORY_FIELDS)}
  >
    <CategoryForm notice toolbar={<EditToolbar />} />
  </Edit>
);

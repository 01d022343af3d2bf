import { Create } from 'react-admin';
import { CategoryForm } from './CategoryForm';
import { CATEGORY_FIELDS, pickFields, type Category } from './types';

const NEW_CATEGORY: Partial<Category> = { enabled: true, isDefault: false, position: 0 };

/** Admins only (App.tsx). Back to the list afterwards, where the new category shows in order. */
export const CategoryCreate = () => (
  <Create<Category>
    redirect="list"
    transform={pickFields<Category, (typeof CATEGORY_FIELDS)[number]>(CATEGORY_FIELDS)}
  >
    <CategoryForm defaultValues={NEW_CATEGORY} />
  </Create>
);

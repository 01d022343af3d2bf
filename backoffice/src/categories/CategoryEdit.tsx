import { categorySchema } from '../../../common/schemas/catalogue';
import { EditPage } from '../components/FormPages';
import { CategoryInputs } from './CategoryForm';
import { catalogueUsage, toCategoryBody, type Category } from './types';

const usage = catalogueUsage('categories');

/** A category in use is disabled here, never deleted; the notice above the form says so. */
export const CategoryEdit = () => (
  <EditPage<Category> transform={toCategoryBody} schema={categorySchema} usage={usage}>
    <CategoryInputs />
  </EditPage>
);

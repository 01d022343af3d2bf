import { categorySchema } from '../../../common/schemas/catalogue';
import { CreatePage } from '../components/FormPages';
import { CategoryInputs } from './CategoryForm';
import { toCategoryBody, type Category } from './types';

const NEW_CATEGORY: Partial<Category> = { enabled: true, isDefault: false, position: 0 };

export const CategoryCreate = () => (
  <CreatePage<Category>
    transform={toCategoryBody}
    schema={categorySchema}
    defaultValues={NEW_CATEGORY}
  >
    <CategoryInputs />
  </CreatePage>
);

import { Create, Edit, useResourceContext } from 'react-admin';
import { ContentForm } from './ContentForm';
import {
  newItemDefaults,
  specOf,
  toContentBody,
  type ContentFormValues,
  type ContentItem,
} from './types';

/**
 * An item's page, admins only (App.tsx): pessimistic, so that the server's messages (a taken
 * slug, a bad link) come back onto the inputs. The body sent is `toContentBody` of the form.
 */
export const ContentEdit = () => {
  const spec = specOf(useResourceContext());
  return (
    <Edit<ContentItem>
      mutationMode="pessimistic"
      redirect="list"
      transform={(values: ContentFormValues) => toContentBody(spec, values)}
    >
      <ContentForm withHistory />
    </Edit>
  );
};

/** A new item of the resource's kind, es as a draft, no other translation yet. */
export const ContentCreate = () => {
  const spec = specOf(useResourceContext());
  return (
    <Create<ContentItem>
      redirect="list"
      record={newItemDefaults(spec) as Partial<ContentItem>}
      transform={(values: ContentFormValues) => toContentBody(spec, values)}
    >
      <ContentForm withHistory={false} />
    </Create>
  );
};

import type { ReactNode } from 'react';
import { Create, Edit, SimpleForm, type RaRecord, type TransformData } from 'react-admin';
import type { AnyObjectSchema } from 'yup';
import { schemaResolver } from './schema-resolver';
import { SaveAndDeleteToolbar, UsageNotice, type Usage } from './Usage';

interface FormPageProps {
  /** The body of POST or PUT made of the form's data: the editable fields only. */
  transform: TransformData;
  /** The schema the server checks the body with (common/schemas), checked here first. */
  schema: AnyObjectSchema;
  maxWidth?: number;
  /** The inputs. */
  children: ReactNode;
}

/**
 * A new record's page, admins only (App.tsx). `defaultValues` start the form; a create button
 * may pass more through the location, which react-admin merges over them. Back to the list
 * afterwards, where the new record shows in order.
 */
/** The form checks the body it would send, `transform`ed, with the server's schema. */
const resolverOf = (schema: AnyObjectSchema, transform: TransformData) =>
  schemaResolver(schema, (values) => transform(values) as unknown);

export const CreatePage = <T extends RaRecord>({
  transform,
  schema,
  defaultValues,
  maxWidth = 560,
  children,
}: FormPageProps & { defaultValues?: Partial<T> }) => (
  <Create<T> redirect="list" transform={transform}>
    <SimpleForm
      sx={{ maxWidth }}
      defaultValues={defaultValues}
      resolver={resolverOf(schema, transform)}
    >
      {children}
    </SimpleForm>
  </Create>
);

/**
 * A record's edit page, admins only (App.tsx), headed by how much it is used and with a delete
 * button only while nothing uses it (`usage`). Pessimistic, so that the server's validation
 * messages (a taken slug or code, a locked billing term) come back onto the form instead of an
 * undo toast that later fails. Back to the list afterwards.
 */
export const EditPage = <T extends RaRecord>({
  transform,
  schema,
  usage,
  maxWidth = 560,
  children,
}: FormPageProps & { usage: Usage<T> }) => (
  <Edit<T> mutationMode="pessimistic" redirect="list" transform={transform}>
    <SimpleForm
      sx={{ maxWidth }}
      toolbar={<SaveAndDeleteToolbar<T> usage={usage} />}
      resolver={resolverOf(schema, transform)}
    >
      <UsageNotice<T> usage={usage} />
      {children}
    </SimpleForm>
  </Edit>
);

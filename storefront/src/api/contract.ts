/**
 * Names for the generated API types (`schema.d.ts`, from the server's route contracts): pages
 * import what the API answers from here instead of writing the shapes again.
 */
import type { components, paths } from './schema';

/** A schema the API names, such as `Schemas['Category']`. */
export type Schemas = components['schemas'];

type Method = 'get' | 'post' | 'put' | 'delete';
type JsonOf<R> = R extends { content: { 'application/json': infer T } } ? T : null;
type Success<R> =
  R extends Record<200, infer A>
    ? A
    : R extends Record<201, infer A>
      ? A
      : R extends Record<202, infer A>
        ? A
        : never;

/** What `method path` answers on success (`null` for 204), e.g. `Answer<'/categories', 'get'>`. */
export type Answer<P extends keyof paths, M extends Method = 'get'> = paths[P][M] extends {
  responses: infer R;
}
  ? JsonOf<Success<R>>
  : never;

/** The JSON body `method path` accepts. */
export type Input<P extends keyof paths, M extends Method = 'post'> = paths[P][M] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : never;

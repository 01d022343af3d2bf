/**
 * Names for the generated back-office API types (`schema.d.ts`, from the server's route
 * contracts): resources type their records from here instead of writing the shapes again.
 */
import type { components } from './schema';

/** A schema the back-office API names, such as `Schemas['AdminCategory']`. */
export type Schemas = components['schemas'];

/** A catalogue with the same keys as the Spanish source, every leaf a string. */
export type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

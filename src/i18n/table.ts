import type { Lang } from '../site-data/language';

/**
 * How every table of interface text is declared (types only: nothing here reaches a bundle).
 * English writes the wording and so the shape; every other language must give the same keys,
 * no more and no fewer, or the build does not compile.
 */

/** A table's shape with its wording widened: what every language's table must match. */
export type Table<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? readonly Table<U>[]
    : { [K in keyof T]: Table<T[K]> };

/**
 * A kit: strings that only views loaded later show, kept out of the main tables (`en.ts`,
 * `es.ts`) so that no page's first visit downloads them. Every language sits in the kit's module
 * (`kit[lang]`), which loads with the views that import it: the main tables load a language on
 * demand, a kit loads with its views. Declared as `const kit: Kit<typeof en> = { en, es: {...} }`.
 */
export type Kit<T> = { readonly [L in Lang]: Table<T> };

import * as v from 'valibot';
import { coercedNumber, finiteNumber } from '../contract/schema-kit';

/**
 * Review record from the reviews service. Written with valibot (not classic zod like the
 * record schema in `schema.ts`) because the reviews widget loads on every page: importing it
 * must not pull zod or the record schema into a first visit. `schema.ts` re-exports only the
 * type; the record parser never walks this schema (reviews are not part of the record).
 *
 * Stars are coerced like zod's `z.coerce.number()` (`"5"` -> 5) and must be finite; a numeric
 * date must be finite too (zod 4 numbers reject NaN and ±Infinity). Unknown keys are dropped.
 */
export const reviewSchema = v.object({
  Date: v.optional(v.union([v.string(), finiteNumber])),
  ReviewsStars: coercedNumber,
});
export type Review = v.InferOutput<typeof reviewSchema>;

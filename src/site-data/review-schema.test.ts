import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { reviewSchema } from './review-schema';
import * as recordSchema from './schema';

/**
 * What the reviews service may answer per entry, and what the schema makes of it (`undefined`:
 * rejected). These were recorded against the earlier classic-zod schema (`z.coerce.number().finite()`
 * stars, `string | number` optional date), so a change of behaviour fails here.
 */
const table: Array<[label: string, input: unknown, expected: unknown]> = [
  ['number stars', { Date: '2025-01-01', ReviewsStars: 4 }, { Date: '2025-01-01', ReviewsStars: 4 }],
  ['string stars are coerced', { Date: '2025-01-01', ReviewsStars: '5' }, { Date: '2025-01-01', ReviewsStars: 5 }],
  ['numeric date', { Date: 1735689600000, ReviewsStars: 3 }, { Date: 1735689600000, ReviewsStars: 3 }],
  ['no date', { ReviewsStars: 2.5 }, { ReviewsStars: 2.5 }],
  ['unknown keys are dropped', { ReviewsStars: 1, Name: 'Ana' }, { ReviewsStars: 1 }],
  ['empty string stars read as 0 (Number(""))', { ReviewsStars: '' }, { ReviewsStars: 0 }],
  ['no stars', { Date: '2025-01-01' }, undefined],
  ['stars that are not a number', { ReviewsStars: 'many' }, undefined],
  ['infinite stars', { ReviewsStars: Infinity }, undefined],
  ['"Infinity" stars', { ReviewsStars: 'Infinity' }, undefined],
  ['NaN stars', { ReviewsStars: NaN }, undefined],
  ['stars as an object', { ReviewsStars: { n: 5 } }, undefined],
  ['date as a boolean', { Date: true, ReviewsStars: 5 }, undefined],
  ['date as an object', { Date: {}, ReviewsStars: 5 }, undefined],
  ['date null', { Date: null, ReviewsStars: 5 }, undefined],
  ['a string', 'junk', undefined],
  ['null', null, undefined],
  ['a list', [{ ReviewsStars: 5 }], undefined],
];

describe('reviewSchema (valibot)', () => {
  it.each(table)('%s', (_label, input, expected) => {
    const r = v.safeParse(reviewSchema, input);
    expect(r.success ? r.output : undefined).toEqual(expected);
  });

  it('is not exported by the record module (which re-exports only the Review type)', () => {
    expect('reviewSchema' in recordSchema).toBe(false);
  });
});

/** Stars go through `Number()` whatever their type, exactly as zod's `z.coerce.number()` did. */
describe('reviewSchema stars coercion (as z.coerce.number())', () => {
  it.each<[unknown, number | undefined]>([
    [true, 1],
    [false, 0],
    [null, 0],
    [' 7 ', 7],
    ['0x10', 16],
    [[], 0],
    [[4], 4],
    [10n, 10],
    [undefined, undefined],
    ['-Infinity', undefined],
    [Symbol('s'), undefined],
    [[1, 2], undefined],
  ])('%o -> %o', (stars, expected) => {
    const r = v.safeParse(reviewSchema, { ReviewsStars: stars });
    expect(r.success ? r.output.ReviewsStars : undefined).toBe(expected);
  });
});

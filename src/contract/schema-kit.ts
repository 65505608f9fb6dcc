import * as v from 'valibot';

/**
 * Valibot pieces that keep the small hot-path schemas (widget answers, their caches, the lead
 * outbox) behaving exactly as they did under zod 4, without loading zod on a first visit (zod's
 * core cannot be split between chunks, so any zod costs ~15 KB gzip; valibot's functions are
 * bundled one by one). The record schema and its parser stay classic zod, loaded lazily.
 */

/** zod 4's `z.number()`: a number that is not NaN or ±Infinity (`v.number()` alone allows ±Infinity). */
export const finiteNumber = v.pipe(v.number(), v.finite());

/** `Number(x)`, as zod's coercion does it: a value `Number` cannot convert (a symbol) reads as NaN. */
function toNumber(input: unknown): number {
  try {
    return Number(input);
  } catch {
    return NaN;
  }
}

/**
 * zod 4's `z.coerce.number()`: ANY input goes through `Number()` (`"5"` -> 5, `""`, `null`,
 * `false` -> 0, `true` -> 1), then must be finite (`undefined`, `"x"`, `{}` -> NaN are rejected).
 */
export const coercedNumber = v.pipe(v.unknown(), v.transform(toNumber), v.finite());

/** zod 4's `isPlainObject`: an object literal (or null-prototype object); not an array, Date, Map or class instance. */
export function isPlainObject(input: unknown): input is Record<string, unknown> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return false;
  const ctor = (input as { constructor?: unknown }).constructor;
  if (ctor === undefined || typeof ctor !== 'function') return true;
  const proto: unknown = (ctor as { prototype?: unknown }).prototype;
  if (typeof proto !== 'object' || proto === null || Array.isArray(proto)) return false;
  return Object.prototype.hasOwnProperty.call(proto, 'isPrototypeOf');
}

/**
 * zod 4's `z.record(z.string(), value)` for a value check that does not transform: a plain
 * object (unlike `v.record`, which also takes arrays) whose every own value passes `isValue`
 * (any value when it is left out). It answers the input itself (every key kept, `constructor`
 * included) rather than a copy.
 */
export function plainRecord<T = unknown>(isValue?: (value: unknown) => value is T) {
  return v.custom<Record<string, T>>((input) => isPlainObject(input) && (!isValue || Object.values(input).every(isValue)));
}

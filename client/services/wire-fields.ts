/**
 * Checks for the services' answers (shared/services/services-wire.ts): another program wrote them,
 * so each is read from `unknown` field by field, and a record is kept only with every field it
 * promises. `pick` copies just those fields, so nothing unexpected reaches a component.
 *
 * @example
 * pick({ balance: 5, hold: 0, feesPaid: 0, extra: 1 }, { balance: isWhole, hold: isWhole, feesPaid: isWhole });
 * // { balance: 5, hold: 0, feesPaid: 0 }
 * pick({ balance: "5" }, { balance: isWhole }); // undefined
 */

/** A check of one field's value. */
export type FieldCheck<T> = (value: unknown) => value is T;

export type FieldChecks<T> = { readonly [K in keyof T]-?: FieldCheck<T[K]> };

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** A whole number: sats, counts, unix seconds, ids, heights. */
export const isWhole = (value: unknown): value is number => typeof value === "number" && Number.isSafeInteger(value);

/** A whole number of 0 or more. */
export const isCount = (value: unknown): value is number => isWhole(value) && value >= 0;

export const isFiniteNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

export const isString = (value: unknown): value is string => typeof value === "string";

export const isBoolean = (value: unknown): value is boolean => typeof value === "boolean";

export const isTxid = (value: unknown): value is string => typeof value === "string" && /^[0-9a-f]{64}$/i.test(value);

/** `check`, or null. */
export const nullable =
  <T>(check: FieldCheck<T>): FieldCheck<T | null> =>
  (value): value is T | null =>
    value === null || check(value);

/** One of `values`. */
export const oneOf =
  <T extends string>(values: readonly T[]): FieldCheck<T> =>
  (value): value is T =>
    typeof value === "string" && (values as readonly string[]).includes(value);

/** A list whose every item passes `check`. */
export const listOf =
  <T>(check: FieldCheck<T>): FieldCheck<readonly T[]> =>
  (value): value is readonly T[] =>
    Array.isArray(value) && value.every((item) => check(item));

/** The fields of `checks` copied out of `value`, or undefined when one is missing or wrong. */
export function pick<T>(value: unknown, checks: FieldChecks<T>): T | undefined {
  if (!isRecord(value)) return undefined;
  const picked: Record<string, unknown> = {};
  for (const [key, check] of Object.entries(checks) as [string, FieldCheck<unknown>][]) {
    if (!check(value[key])) return undefined;
    picked[key] = value[key];
  }
  return picked as T;
}

/** Every item `read` accepts, or undefined when `value` is no list or an item is refused. */
export { readAll as readList } from "../live/live-fields.ts";

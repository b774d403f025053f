/**
 * Server frames are JSON objects whose keys are message types (research §1.1). Values are
 * serialised once per event and the same strings are joined into each client's frame, so a
 * broadcast to thousands costs one `JSON.stringify` per value, not one per client.
 *
 * @example
 * const fees = serialized(recommendedFees);           // once per event
 * frame([["fees", fees], ["mempool-blocks", blocks]]); // per client: string joins only
 */
export type Serialized = string & { readonly __serialized: true };

export const serialized = (value: unknown): Serialized => JSON.stringify(value) as Serialized;

/** Joins pre-serialised values into one frame; entries whose value is undefined are left out. */
export function frame(entries: Iterable<readonly [key: string, value: Serialized | undefined]>): string | null {
  const parts: string[] = [];
  for (const [key, value] of entries) {
    if (value !== undefined) parts.push(`${JSON.stringify(key)}:${value}`);
  }
  return parts.length === 0 ? null : `{${parts.join(",")}}`;
}

/**
 * A JSON array of pre-serialised values.
 *
 * @example
 * joinArray([serialized(1), serialized("a")]); // '[1,"a"]'
 */
export const joinArray = (values: readonly Serialized[]): Serialized => `[${values.join(",")}]` as Serialized;

/** The reply to `{"action":"ping"}`. */
export const PONG_FRAME = '{"pong":true}';

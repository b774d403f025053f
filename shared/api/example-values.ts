/**
 * The placeholders of the API examples (public-api.ts) and the values that fill them, as they
 * travel in a page's data. Where the values come from: example-values-from.ts.
 *
 * @example
 * readExampleValues({ txid: "ab…", hash: "00…", height: "5", time: "1700000000", address: "bc1…", slug: "x" }); // the same, typed
 */

/** The values an example path may name; the page and the tests fill them from the network. */
export const EXAMPLE_PLACEHOLDERS = ["txid", "hash", "height", "time", "address", "slug"] as const;
export type ExamplePlaceholder = (typeof EXAMPLE_PLACEHOLDERS)[number];
export type ExampleValues = Readonly<Record<ExamplePlaceholder, string>>;

/**
 * `json` as example values when it names each placeholder with text; undefined otherwise.
 *
 * @example
 * readExampleValues({ txid: 5 }); // undefined
 */
export function readExampleValues(json: unknown): ExampleValues | undefined {
  if (typeof json !== "object" || json === null || Array.isArray(json)) return undefined;
  const record = json as Record<string, unknown>;
  return EXAMPLE_PLACEHOLDERS.every((name) => typeof record[name] === "string") ? (record as ExampleValues) : undefined;
}

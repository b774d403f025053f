/**
 * The values the API examples are filled with (shared/api/example-values.ts), loaded before
 * /docs/api renders (client/app/page-data.tsx): the tip's block and its first transactions. A
 * network that cannot answer leaves the examples with their placeholders, never the page without
 * its documentation.
 *
 * @example
 * const entry = await loadPageDataEntry(apiExamplesData, { tab: "rest" }, api, site);
 * // { key: "docs-api", data: { hash: "0000…", height: "1048012", … } }
 */
import { EXAMPLE_PLACEHOLDERS, type ExampleValues, exampleValuesFrom } from "../../../shared/api/example-values.ts";
import { type ApiGet, definePageData } from "../../app/page-data.tsx";

/** The example values, or null when the network could not give them. */
export type ApiExamplesData = ExampleValues | null;

async function loadExampleValues(api: ApiGet): Promise<ApiExamplesData> {
  try {
    const hash = (await (await api("/api/blocks/tip/hash")).text()).trim();
    const [block, txs] = await Promise.all([
      api(`/api/v1/block/${hash}`).then((answer) => answer.json()),
      api(`/api/block/${hash}/txs/0`).then((answer) => answer.json()),
    ]);
    return exampleValuesFrom(block, txs) ?? null;
  } catch (error) {
    console.warn("api docs: the examples keep their placeholders:", error instanceof Error ? error.message : error);
    return null;
  }
}

/** Checks the values read back from the document; throws a TypeError naming what is wrong. */
export function parseApiExamplesData(json: unknown): ApiExamplesData {
  if (json === null) return null;
  if (typeof json !== "object" || Array.isArray(json)) throw new TypeError("API example values must be an object or null.");
  const record = json as Record<string, unknown>;
  const values: Partial<Record<keyof ExampleValues, string>> = {};
  for (const name of EXAMPLE_PLACEHOLDERS) {
    const value = record[name];
    if (typeof value !== "string") throw new TypeError(`API example value ${name} must be text.`);
    values[name] = value;
  }
  return values as ExampleValues;
}

/** Registered in client/app/routes.tsx under "docs-api"; one key for both tabs, so a tab switch asks nothing. */
export const apiExamplesData = definePageData<ApiExamplesData>({
  key: () => "docs-api",
  load: (_params, api) => loadExampleValues(api),
  parse: parseApiExamplesData,
});

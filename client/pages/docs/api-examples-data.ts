/**
 * The values the API examples are filled with (shared/api/example-values.ts), loaded before
 * /docs/api renders (client/app/page-data.tsx). A network that cannot answer leaves the examples
 * with their placeholders, never the page without its documentation. Registered in the entry's
 * route table, so the loading itself waits in a chunk of its own.
 *
 * @example
 * const entry = await loadPageDataEntry(apiExamplesData, { tab: "rest" }, api, site);
 * // { key: "docs-api", data: { hash: "0000…", height: "1048012", … } }
 */
import { type ExampleValues, readExampleValues } from "../../../shared/api/example-values.ts";
import { definePageData } from "../../app/page-data.tsx";

/** The example values, or null when the network could not give them. */
export type ApiExamplesData = ExampleValues | null;

/** Checks the values read back from the document; throws a TypeError when they are not. */
export function parseApiExamplesData(json: unknown): ApiExamplesData {
  if (json === null) return null;
  const values = readExampleValues(json);
  if (values === undefined) throw new TypeError("API example values must name every placeholder with text.");
  return values;
}

/** Registered in client/app/routes.tsx under "docs-api"; one key for both tabs, so a tab switch asks nothing. */
export const apiExamplesData = definePageData<ApiExamplesData>({
  key: () => "docs-api",
  load: async (_params, api) => (await import("./api-examples-load.ts")).loadExampleValues(api),
  parse: parseApiExamplesData,
});

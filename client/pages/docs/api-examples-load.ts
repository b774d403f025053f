import { exampleValuesFrom } from "../../../shared/api/example-values-from.ts";
import type { ApiGet } from "../../app/page-data.tsx";
import type { ApiExamplesData } from "./api-examples-data.ts";

/**
 * The example values of the network behind `api`: its tip block and that block's first
 * transactions; null (and a warning) when it cannot give them.
 *
 * @example
 * await loadExampleValues(browserApi); // { hash: "0000…", height: "1048012", … }
 */
export async function loadExampleValues(api: ApiGet): Promise<ApiExamplesData> {
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

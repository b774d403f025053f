/**
 * What /rbf is about, loaded before the page renders (client/app/page-data.tsx): the latest
 * replacement trees, newest first (`GET /api/v1/replacements`, up to 25, research §4). The
 * full-RBF filter lives in the address's fragment (`#fullrbf`), which a server never sees, so the
 * page renders every tree first and the browser narrows them (use-live-rbf.ts).
 *
 * @example
 * const entry = await loadPageDataEntry(rbfPageData, {}, api);
 * // { key: "rbf", data: { trees: [{ tx: { txid, rate, … }, time, fullRbf, replaces: [...] }, …] } }
 */
import { type RbfTree, readRbfTree } from "../../../shared/tx/rbf-tree.ts";
import { type ApiGet, definePageData, readApiAnswer } from "../../app/page-data.tsx";
import { isRecord, readAll } from "../../live/live-fields.ts";

export interface RbfPageData {
  /** Newest first. */
  readonly trees: readonly RbfTree[];
}

/** The replacements answer (or an `rbfLatest` frame): every item a readable tree, else undefined. */
export const readRbfTrees = (value: unknown): RbfTree[] | undefined => readAll(value, readRbfTree);

/** The trees a filter shows: every one, or only those whose replacement was full RBF. */
export const filterRbfTrees = (trees: readonly RbfTree[], fullRbfOnly: boolean): readonly RbfTree[] => (fullRbfOnly ? trees.filter((tree) => tree.fullRbf) : trees);

/** Loads the page's data; rejects with the API's ApiError, or a 502 for an answer it cannot read. */
export async function loadRbfPage(api: ApiGet): Promise<RbfPageData> {
  return { trees: await readApiAnswer(api, "/api/v1/replacements", readRbfTrees, "the latest replacements") };
}

/** Checks page data read back from the document; throws a TypeError naming what is wrong. */
export function parseRbfPageData(json: unknown): RbfPageData {
  if (!isRecord(json)) throw new TypeError("Replacements page data must be an object.");
  const trees = readRbfTrees(json.trees);
  if (trees === undefined) throw new TypeError("Replacements page data holds no readable tree list.");
  return { trees };
}

/** The replacements page's data, registered in client/app/routes.tsx under "rbf". */
export const rbfPageData = definePageData<RbfPageData>({
  key: () => "rbf",
  load: (_params, api) => loadRbfPage(api),
  parse: parseRbfPageData,
});

/**
 * The mining graphs' texts. The page is a lazy chunk, so they load with it (../area-translator.ts),
 * not with the entry.
 *
 * @example
 * const t = useMiningGraphsT();
 * t("mining-graphs.graph.pools"); // "Pools ranking"
 */
import { type AreaTranslate, useAreaT } from "../area-translator.ts";
import { enMiningGraphs } from "./en/mining-graphs.ts";

export const MINING_GRAPHS_AREA = { en: enMiningGraphs } as const;

export type MiningGraphsKey = keyof (typeof MINING_GRAPHS_AREA)["en"];
export type MiningGraphsTranslate = AreaTranslate<MiningGraphsKey>;

export const useMiningGraphsT = (): MiningGraphsTranslate => useAreaT(MINING_GRAPHS_AREA);

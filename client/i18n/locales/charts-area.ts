/**
 * The charts' and the statistics page's texts. Every screen that shows them is a lazy chunk, so they
 * load with those chunks (../area-translator.ts), not with the entry.
 *
 * @example
 * const t = useChartsT();
 * t("charts.csv"); // "CSV"
 */
import { type AreaTranslate, useAreaT } from "../area-translator.ts";
import { enCharts } from "./en/charts.ts";

export const CHARTS_AREA = { en: enCharts } as const;

export type ChartsKey = keyof (typeof CHARTS_AREA)["en"];
export type ChartsTranslate = AreaTranslate<ChartsKey>;

/** The translator of the charts, in the page's language. */
export const useChartsT = (): ChartsTranslate => useAreaT(CHARTS_AREA);

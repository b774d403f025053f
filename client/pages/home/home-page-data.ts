/**
 * What the home page loads besides the live data: the statistics of the live window, for the
 * dashboard's two charts. A backend without statistics (or one that fails) must not cost the page
 * its strip and its other cards, so a failed load is data too: `statistics` is null, and the charts'
 * place says so.
 *
 * @example
 * const entry = await loadPageDataEntry(homePageData, {}, api, site);
 * // { key: "home", data: { statistics: { window: "2h", rows: [...] } } }
 */
import { definePageData } from "../../app/page-data.tsx";
import { type GraphsPageData, loadGraphsPage, parseGraphsPageData } from "../graphs/graphs-page-data.ts";
import { LIVE_WINDOW } from "../graphs/use-live-statistics.ts";

export interface HomePageData {
  readonly statistics: GraphsPageData | null;
}

/** Checks page data read back from the document; throws a TypeError naming what is wrong. */
export function parseHomePageData(json: unknown): HomePageData {
  if (typeof json !== "object" || json === null || !("statistics" in json)) throw new TypeError("Home page data must name its statistics.");
  const { statistics } = json;
  return { statistics: statistics === null ? null : parseGraphsPageData(statistics) };
}

/** The home page's data, registered in client/app/routes.tsx under "home". */
export const homePageData = definePageData<HomePageData>({
  key: () => "home",
  load: async (_params, api) => ({ statistics: await loadGraphsPage(LIVE_WINDOW, api).catch(() => null) }),
  parse: parseHomePageData,
});

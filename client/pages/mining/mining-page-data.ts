/**
 * What /mining shows from the backend, loaded before the page renders (client/app/page-data.tsx),
 * in parallel: the network's hashrate and difficulty now (`/api/v1/mining/hashrate/3d`), the
 * reward totals of the latest 144 blocks (`/api/v1/mining/reward-stats/144`, spec §7.2's default)
 * and the pool ranking of the period the address asks for (`/api/v1/mining/pools/:period`,
 * `?period=`, default 1w). The difficulty adjustment and the latest blocks come from the live data.
 *
 * @example
 * const entry = await loadPageDataEntry(miningPageData, { period: "1m" }, api);
 * // { key: "mining:1m", data: { period: "1m", hashrate: {…}, rewards: {…}, ranking: { pools: [...], … } } }
 */
import { isMiningWindow, type MiningWindow } from "../../../shared/preferences/chart-windows.ts";
import { MINING_PERIOD_PARAM, miningPeriodParam } from "../../../shared/params/mining-period.ts";
import type { RouteParams } from "../../../shared/network/route-table.ts";
import { type ApiGet, definePageData, readApiAnswer } from "../../app/page-data.tsx";
import { isRecord } from "../../live/live-fields.ts";
import { type NetworkHashrate, type PoolRanking, type RewardStats, readNetworkHashrate, readPoolRanking, readRewardStats } from "./mining-readers.ts";
import { miningPageHead } from "./mining-head.ts";

/** spec §7.2: "/api/v1/mining/reward-stats/{blocks} (default 144)": about a day of blocks. */
export const REWARD_STATS_BLOCKS = 144;
/** The shortest hashrate window whose answer carries the current figures. */
const HASHRATE_PATH = "/api/v1/mining/hashrate/3d";

export interface MiningPageData {
  /** The ranking's window. */
  readonly period: MiningWindow;
  readonly hashrate: NetworkHashrate;
  readonly rewards: RewardStats;
  readonly ranking: PoolRanking;
}


const poolRankingPath = (period: MiningWindow): string => `/api/v1/mining/pools/${period}`;

/** Loads the dashboard's data; rejects with the API's ApiError, or a 502 for an answer it cannot read. */
export async function loadMiningPage(period: MiningWindow, api: ApiGet): Promise<MiningPageData> {
  const [hashrate, rewards, ranking] = await Promise.all([
    readApiAnswer(api, HASHRATE_PATH, readNetworkHashrate, "the hashrate"),
    readApiAnswer(api, `/api/v1/mining/reward-stats/${REWARD_STATS_BLOCKS}`, readRewardStats, "the reward statistics"),
    readApiAnswer(api, poolRankingPath(period), readPoolRanking, "the pool ranking"),
  ]);
  return { period, hashrate, rewards, ranking };
}

/** Checks page data read back from the document; throws a TypeError naming what is wrong. */
export function parseMiningPageData(json: unknown): MiningPageData {
  if (!isRecord(json)) throw new TypeError("Mining page data must be an object.");
  if (!isMiningWindow(json.period)) throw new TypeError("Mining page data names no mining period.");
  const hashrate = readNetworkHashrate(json.hashrate);
  if (hashrate === undefined) throw new TypeError("Mining page data holds no readable hashrate.");
  const rewards = readRewardStats(json.rewards);
  if (rewards === undefined) throw new TypeError("Mining page data holds no readable reward statistics.");
  const ranking = readPoolRanking(json.ranking);
  if (ranking === undefined) throw new TypeError("Mining page data holds no readable pool ranking.");
  return { period: json.period, hashrate, rewards, ranking };
}

/** The period a page view asks for: `?period=` when it names a mining window, else the default. */
export const miningPeriodOf = (params: RouteParams): MiningWindow => miningPeriodParam(params[MINING_PERIOD_PARAM]);

/** The mining dashboard's data, registered in client/app/routes.tsx under "mining". */
export const miningPageData = definePageData<MiningPageData>({
  key: (params) => `mining:${miningPeriodOf(params)}`,
  load: (params, api) => loadMiningPage(miningPeriodOf(params), api),
  parse: parseMiningPageData,
  query: [MINING_PERIOD_PARAM],
  head: miningPageHead,
});

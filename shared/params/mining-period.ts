/**
 * The mining dashboard's `?period=` (spec §5: a query value outside its accepted set falls back to
 * the default, it is never an error): one of the mining windows the pool-ranking route accepts
 * (preferences/chart-windows.ts), `1w` when absent or unknown (spec §9 "mining window 1w").
 *
 * @example
 * miningPeriodParam("1m");   // "1m"
 * miningPeriodParam("2h");   // "1w": a statistics window, not a mining one
 * miningPeriodParam(null);   // "1w"
 */
import { DEFAULT_MINING_WINDOW, isMiningWindow, type MiningWindow } from "../preferences/chart-windows.ts";

/** The query parameter's name: /mining?period=1m. */
export const MINING_PERIOD_PARAM = "period";

/** The window `raw` names exactly (case and spaces matter), else the default. */
export function miningPeriodParam(raw: string | null | undefined): MiningWindow {
  return isMiningWindow(raw) ? raw : DEFAULT_MINING_WINDOW;
}

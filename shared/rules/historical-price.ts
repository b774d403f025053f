import type { Network } from "../network/networks.ts";
import type { FeatureFlags } from "../network/feature-flags.ts";

/** spec §3 "Historical price": one row per time with the seven indexed currencies. */
export interface HistoricalPriceRow {
  readonly time: number;
  readonly USD: number;
  readonly EUR: number;
  readonly GBP: number;
  readonly CAD: number;
  readonly CHF: number;
  readonly AUD: number;
  readonly JPY: number;
}

export interface HistoricalPrice {
  readonly prices: readonly HistoricalPriceRow[];
  readonly exchangeRates: {
    readonly USDEUR: number;
    readonly USDGBP: number;
    readonly USDCAD: number;
    readonly USDCHF: number;
    readonly USDAUD: number;
    readonly USDJPY: number;
  };
}

/** spec §5 "A historical price in any testnet returns empty prices with zero rates." */
export const EMPTY_HISTORICAL_PRICE: HistoricalPrice = {
  prices: [],
  exchangeRates: { USDEUR: 0, USDGBP: 0, USDCAD: 0, USDCHF: 0, USDAUD: 0, USDJPY: 0 },
};

/** Test networks' coins have no market price. */
const PRICED_NETWORKS: ReadonlySet<Network> = new Set<Network>(["mainnet", "liquid"]);

/**
 * spec §5 "Price lookup applies only in the main mode with the historical-price setting on".
 *
 * @example
 * historicalPriceApplies("mainnet", { historicalPrice: true }); // true
 * historicalPriceApplies("signet", { historicalPrice: true });  // false
 */
export function historicalPriceApplies(network: Network, flags: Pick<FeatureFlags, "historicalPrice">): boolean {
  return flags.historicalPrice && PRICED_NETWORKS.has(network);
}

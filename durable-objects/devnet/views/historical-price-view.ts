/**
 * `/api/v1/historical-price` (spec §3 "Historical price", §5): the devnet coin's price curve in
 * the seven indexed currencies, newest first, with the USD exchange rates.
 *
 * - Without a timestamp: the series over the chain's history, hourly for the last 30 days and
 *   daily (at midnight UTC) before, as the original keeps recent prices finer than old ones.
 * - With a timestamp: the one point at or before it (the hour it falls in; a future time gets
 *   the latest hour), as upstream answers the nearest earlier price.
 * - A currency narrows each row to `{time, <currency>, USD}`, as upstream does.
 * - Test networks' coins have no market price: testnet, signet and regtest answer
 *   EMPTY_HISTORICAL_PRICE (spec §5), whatever was asked.
 *
 * @example
 * historicalPrice({ seed, nowSeconds, sinceSeconds }, "mainnet", { timestamp: 1_763_000_000 }).prices[0]!.time; // 1_762_999_200
 */
import type { FiatCode } from "../../../shared/format/fiat.ts";
import type { Network } from "../../../shared/network/networks.ts";
import { EMPTY_HISTORICAL_PRICE, type HistoricalPrice, historicalPriceApplies } from "../../../shared/rules/historical-price.ts";
import { exchangeRates, priceAt } from "../sim/prices.ts";
import type { AddressNetwork } from "../tx/output-script.ts";
import { bucketStart } from "./history-intervals.ts";

const HOUR_SECONDS = 3_600;
const DAY_SECONDS = 86_400;
/** Older than this, the series keeps one point a day. */
const HOURLY_SPAN_SECONDS = 30 * DAY_SECONDS;
/** The explorer network whose price rule applies; regtest's coins are as worthless as testnet's. */
const PRICE_NETWORK: Readonly<Record<AddressNetwork, Network>> = { mainnet: "mainnet", testnet: "testnet", signet: "signet", regtest: "testnet" };

/** A price row, all currencies or only the one asked for (USD always stays). */
export type PriceRow = { readonly time: number } & Partial<Readonly<Record<FiatCode, number>>>;

export interface HistoricalPriceAnswer {
  readonly prices: readonly PriceRow[];
  readonly exchangeRates: HistoricalPrice["exchangeRates"];
}

/** What the curve needs of the network: its seed and the span of its history. */
export interface PriceSource {
  readonly seed: string;
  readonly nowSeconds: number;
  /** The oldest time the series reaches back to (the genesis block's). */
  readonly sinceSeconds: number;
}

export interface PriceQuery {
  readonly timestamp?: number;
  readonly currency?: FiatCode;
}

/**
 * Whether the devnet's coin has a price on this address network (spec §5: only the main network's).
 *
 * @example
 * hasPrice("regtest"); // false
 */
export function hasPrice(network: AddressNetwork): boolean {
  // The server always answers; the historical-price setting only decides whether a client asks.
  return historicalPriceApplies(PRICE_NETWORK[network], { historicalPrice: true });
}

/**
 * The answer for one network (see the module comment).
 *
 * @example
 * historicalPrice(source, "signet", {}); // EMPTY_HISTORICAL_PRICE
 */
export function historicalPrice(source: PriceSource, network: AddressNetwork, query: PriceQuery): HistoricalPriceAnswer {
  if (!hasPrice(network)) return EMPTY_HISTORICAL_PRICE;
  const times = query.timestamp === undefined ? seriesTimes(source) : [bucketStart(Math.min(query.timestamp, source.nowSeconds), HOUR_SECONDS)];
  return { prices: times.map((time) => priceRow(source.seed, time, query.currency)), exchangeRates: exchangeRates() };
}

/** Newest first: every whole hour of the last 30 days, then every midnight back to `sinceSeconds`. */
function seriesTimes({ nowSeconds, sinceSeconds }: PriceSource): number[] {
  const times: number[] = [];
  const hourlyFrom = Math.max(sinceSeconds, nowSeconds - HOURLY_SPAN_SECONDS);
  let time = bucketStart(nowSeconds, HOUR_SECONDS);
  for (; time >= bucketStart(hourlyFrom, HOUR_SECONDS); time -= HOUR_SECONDS) times.push(time);
  // Midnights strictly within the history: none when it is shorter than the hourly span.
  for (time = bucketStart(time, DAY_SECONDS); time >= sinceSeconds; time -= DAY_SECONDS) times.push(time);
  return times;
}

function priceRow(seed: string, time: number, currency: FiatCode | undefined): PriceRow {
  const prices = priceAt(seed, time);
  if (currency === undefined) return { time, ...prices };
  return { time, [currency]: prices[currency], USD: prices.USD };
}

import type { Random } from "./random.ts";

/**
 * The fee rates users pick, resembling mainnet: a market rate that drifts slowly (log-space,
 * reverting to a level, between a floor and a ceiling), individual bids spread around it with a long upper tail, a
 * share of patient users bidding near the floor, and now and then a spell of low-fee floods (large
 * data-carrying transactions) that pushes the mempool past eight blocks.
 */
export interface FeeMarketState {
  /** The median bid now, sat/vB. */
  readonly marketRate: number;
  /** Seconds of flood left; 0 when calm. */
  readonly floodSecondsLeft: number;
}

export const FEE_MARKET_FLOOR_RATE = 1;
export const FEE_MARKET_CEILING_RATE = 150;
/** Mean time between flood spells, and their length (seconds). */
export const FLOOD_MEAN_INTERVAL_SECONDS = 6 * 3600;
export const FLOOD_MEAN_DURATION_SECONDS = 20 * 60;
/**
 * The market rate wanders around a level (log-space Ornstein–Uhlenbeck): it reverts over about
 * half a day and spreads about ×1.8 either way, so a day's next-block medians span a few to tens
 * of sat/vB, as mainnet's do.
 */
const MARKET_LEVEL_RATE = 6;
const REVERSION_PER_HOUR = 1 / 12;
const DRIFT_PER_SQRT_HOUR = 0.6 * Math.sqrt(2 * REVERSION_PER_HOUR);

export const INITIAL_FEE_MARKET: FeeMarketState = { marketRate: 4, floodSecondsLeft: 0 };

/** The market after `seconds` have passed. */
export function advanceMarket(state: FeeMarketState, seconds: number, random: Random): FeeMarketState {
  if (seconds <= 0) return state;
  const hours = seconds / 3600;
  const level = Math.log(MARKET_LEVEL_RATE);
  const reverted = level + (Math.log(state.marketRate) - level) * Math.exp(-REVERSION_PER_HOUR * hours);
  const drift = DRIFT_PER_SQRT_HOUR * Math.sqrt(hours) * random.normal();
  const marketRate = Math.min(FEE_MARKET_CEILING_RATE, Math.max(FEE_MARKET_FLOOR_RATE, Math.exp(reverted + drift)));
  let floodSecondsLeft = Math.max(0, state.floodSecondsLeft - seconds);
  if (floodSecondsLeft === 0 && random.chance(1 - Math.exp(-seconds / FLOOD_MEAN_INTERVAL_SECONDS))) {
    floodSecondsLeft = random.exponential(FLOOD_MEAN_DURATION_SECONDS);
  }
  return { marketRate, floodSecondsLeft };
}

/** One user's bid, sat/vB, rounded to 0.01 as wallets do. */
export function bidRate(state: FeeMarketState, random: Random): number {
  const roll = random.next();
  let rate: number;
  if (roll < 0.12) rate = FEE_MARKET_FLOOR_RATE + random.next() * 1.5; // patient: near the floor
  else if (roll < 0.97) rate = random.logNormal(state.marketRate, 0.45);
  else rate = random.logNormal(state.marketRate * 4, 0.8); // in a hurry
  return Math.max(FEE_MARKET_FLOOR_RATE, Math.round(rate * 100) / 100);
}

export const isFlooding = (state: FeeMarketState): boolean => state.floodSecondsLeft > 0;

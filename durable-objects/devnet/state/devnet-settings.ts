import { HALVING_INTERVAL_BLOCKS } from "../../../shared/chain/halvings.ts";
import { InvalidConfigError } from "../../../shared/network/errors.ts";

/** What an operator may tune (wrangler vars DEVNET_*; see README "Configure"). */
export interface DevnetSettings {
  /** Fixes the whole network: history, traffic, pools. */
  readonly seed: string;
  /** Mean time between live blocks; blocks arrive as a Poisson process. */
  readonly blockIntervalSeconds: number;
  /** Mean arrival rate of ordinary transactions. */
  readonly txPerSecond: number;
  /** How far back the seeded history reaches. */
  readonly historyDays: number;
  /**
   * Live blocks from the seeded tip to the next halving. The chain begins where that puts it in
   * mainnet's schedule, so a visitor sees the countdown, the halving and the celebration.
   */
  readonly blocksToHalving: number;
  /**
   * Mean rate at which users accelerate a low-fee waiting transaction (sim/accelerator.ts), on the
   * live clock; 0 turns the simulated accelerator off.
   */
  readonly accelerationsPerHour: number;
}

export const DEFAULT_DEVNET_SETTINGS: DevnetSettings = {
  seed: "blocktide-devnet",
  blockIntervalSeconds: 60,
  txPerSecond: 3,
  historyDays: 14,
  blocksToHalving: 60,
  accelerationsPerHour: 4,
};

/** Reads the DEVNET_* vars, which arrive as strings; a bad value fails loudly with the fix. */
export function readDevnetSettings(vars: Readonly<Record<string, unknown>>): DevnetSettings {
  return {
    seed: readString(vars, "DEVNET_SEED", DEFAULT_DEVNET_SETTINGS.seed),
    blockIntervalSeconds: readNumber(vars, "DEVNET_BLOCK_INTERVAL_SECONDS", DEFAULT_DEVNET_SETTINGS.blockIntervalSeconds, 1, 86_400),
    txPerSecond: readNumber(vars, "DEVNET_TX_PER_SECOND", DEFAULT_DEVNET_SETTINGS.txPerSecond, 0, 200),
    historyDays: readNumber(vars, "DEVNET_HISTORY_DAYS", DEFAULT_DEVNET_SETTINGS.historyDays, 1, 60),
    blocksToHalving: readInteger(vars, "DEVNET_BLOCKS_TO_HALVING", DEFAULT_DEVNET_SETTINGS.blocksToHalving, 1, HALVING_INTERVAL_BLOCKS),
    accelerationsPerHour: readNumber(vars, "DEVNET_ACCELERATIONS_PER_HOUR", DEFAULT_DEVNET_SETTINGS.accelerationsPerHour, 0, 3_600),
  };
}

function readString(vars: Readonly<Record<string, unknown>>, name: string, fallback: string): string {
  const value = vars[name];
  if (value === undefined || value === "") return fallback;
  if (typeof value !== "string") throw new InvalidConfigError(name, value, "expected text.");
  return value;
}

function readInteger(vars: Readonly<Record<string, unknown>>, name: string, fallback: number, min: number, max: number): number {
  const value = readNumber(vars, name, fallback, min, max);
  if (!Number.isInteger(value)) throw new InvalidConfigError(name, vars[name], `expected a whole number from ${min} to ${max}.`);
  return value;
}

function readNumber(vars: Readonly<Record<string, unknown>>, name: string, fallback: number, min: number, max: number): number {
  const raw = vars[name];
  if (raw === undefined || raw === "") return fallback;
  const value = typeof raw === "number" ? raw : Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new InvalidConfigError(name, raw, `expected a number from ${min} to ${max}.`);
  }
  return value;
}

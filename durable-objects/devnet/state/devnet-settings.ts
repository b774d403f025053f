import { HALVING_INTERVAL_BLOCKS } from "../../../shared/chain/halvings.ts";
import { InvalidConfigError } from "../../../shared/network/errors.ts";

/** The shapes a devnet can take (DEVNET_PROFILE); every DEVNET_* var overrides its profile's value. */
export const DEVNET_PROFILE_NAMES = ["mainnet", "fast"] as const;
export type DevnetProfileName = (typeof DEVNET_PROFILE_NAMES)[number];

/**
 * How the devnet's clock runs (DEVNET_CLOCK): with the wall clock, or from the wall time of the
 * network's first start on only when stepped (`POST /api/v1/devnet/clock`), so tests need not wait
 * for a block. Not a setting of the network: switching it keeps the chain.
 */
export const DEVNET_CLOCK_MODES = ["wall", "manual"] as const;
export type DevnetClockMode = (typeof DEVNET_CLOCK_MODES)[number];

/** What an operator may tune (wrangler vars DEVNET_*; see README "Configure"). */
export interface DevnetSettings {
  /** Fixes the whole network: history, traffic, pools. */
  readonly seed: string;
  /** The profile the other values came from. */
  readonly profile: DevnetProfileName;
  /** Mean time between live blocks; blocks arrive as a Poisson process. */
  readonly blockIntervalSeconds: number;
  /** Mean arrival rate of ordinary transactions over a week (the daily rhythm moves it around this). */
  readonly txPerSecond: number;
  /**
   * How far the arrival rate swings over a day (sim/arrival-rate.ts): 0 is flat, 0.6 makes nights
   * at 40 % and afternoons at 160 % of the mean.
   */
  readonly dailyRhythm: number;
  /** How far back the seeded history reaches. */
  readonly historyDays: number;
  /**
   * The newest blocks of the seeded history, mined under full live traffic so a first visit sees
   * them as the live ones will be; older history is light, so the first start stays quick.
   */
  readonly fullHistoryBlocks: number;
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
  /**
   * Core's `-maxmempool`, MB: past it the mempool evicts its lowest descendant-score packages and
   * raises its minimum fee (mempool/mempool-limit.ts).
   */
  readonly maxMempoolMb: number;
}

type ProfileValues = Omit<DevnetSettings, "seed" | "profile">;

/** Core's default `-maxmempool`. */
const CORE_MAX_MEMPOOL_MB = 300;

/**
 * mainnet: 10-minute blocks, full whenever the mempool holds more than a block, a mempool that
 * swells and drains through the day; its traffic is about 90 % of the chain's capacity (past about
 * 4.8 tx/s the backlog only grows). fast: minute blocks and light traffic, for development and
 * tests, whose history seeds in about a second a day.
 */
export const DEVNET_PROFILES: Readonly<Record<DevnetProfileName, ProfileValues>> = {
  mainnet: { blockIntervalSeconds: 600, txPerSecond: 4.4, dailyRhythm: 0.6, historyDays: 14, fullHistoryBlocks: 8, blocksToHalving: 60, accelerationsPerHour: 4, maxMempoolMb: CORE_MAX_MEMPOOL_MB },
  fast: { blockIntervalSeconds: 60, txPerSecond: 3, dailyRhythm: 0, historyDays: 14, fullHistoryBlocks: 0, blocksToHalving: 60, accelerationsPerHour: 4, maxMempoolMb: CORE_MAX_MEMPOOL_MB },
};

export const DEFAULT_DEVNET_SEED = "blocktide-devnet";
export const DEFAULT_DEVNET_SETTINGS: DevnetSettings = { seed: DEFAULT_DEVNET_SEED, profile: "mainnet", ...DEVNET_PROFILES.mainnet };
export const FAST_DEVNET_SETTINGS: DevnetSettings = { seed: DEFAULT_DEVNET_SEED, profile: "fast", ...DEVNET_PROFILES.fast };

/**
 * Testnet and signet keep shapes of their own: testnet is busy in spells but lighter, signet is
 * quiet. Mainnet is the profile as it stands.
 */
export function settingsForChain(settings: DevnetSettings, chain: string): DevnetSettings {
  const seed = `${settings.seed}/${chain}`;
  if ((chain !== "testnet" && chain !== "signet") || settings.profile === "fast") return { ...settings, seed };
  const share = chain === "testnet" ? 0.3 : 0.05;
  return { ...settings, seed, txPerSecond: settings.txPerSecond * share, dailyRhythm: chain === "testnet" ? settings.dailyRhythm : 0, fullHistoryBlocks: 0 };
}

/** Reads the DEVNET_* vars, which arrive as strings; a bad value fails loudly with the fix. */
export function readDevnetSettings(vars: Readonly<Record<string, unknown>>): DevnetSettings {
  const profile = readChoice(vars, "DEVNET_PROFILE", DEVNET_PROFILE_NAMES);
  const defaults = DEVNET_PROFILES[profile];
  return {
    seed: readString(vars, "DEVNET_SEED", DEFAULT_DEVNET_SEED),
    profile,
    blockIntervalSeconds: readNumber(vars, "DEVNET_BLOCK_INTERVAL_SECONDS", defaults.blockIntervalSeconds, 1, 86_400),
    txPerSecond: readNumber(vars, "DEVNET_TX_PER_SECOND", defaults.txPerSecond, 0, 200),
    dailyRhythm: defaults.dailyRhythm,
    historyDays: readNumber(vars, "DEVNET_HISTORY_DAYS", defaults.historyDays, 1, 60),
    fullHistoryBlocks: readInteger(vars, "DEVNET_FULL_HISTORY_BLOCKS", defaults.fullHistoryBlocks, 0, 144),
    blocksToHalving: readInteger(vars, "DEVNET_BLOCKS_TO_HALVING", defaults.blocksToHalving, 1, HALVING_INTERVAL_BLOCKS),
    accelerationsPerHour: readNumber(vars, "DEVNET_ACCELERATIONS_PER_HOUR", defaults.accelerationsPerHour, 0, 3_600),
    // Below Core's own minimum (5 MB), so a light devnet can be made to purge.
    maxMempoolMb: readNumber(vars, "DEVNET_MAX_MEMPOOL_MB", defaults.maxMempoolMb, 0.1, 100_000),
  };
}

/** Reads DEVNET_CLOCK: "wall" unless set; anything but the modes fails loudly with the fix. */
export function readDevnetClockMode(vars: Readonly<Record<string, unknown>>): DevnetClockMode {
  return readChoice(vars, "DEVNET_CLOCK", DEVNET_CLOCK_MODES);
}

/** One of `choices`, the first when the var is unset or empty. */
function readChoice<T extends string>(vars: Readonly<Record<string, unknown>>, name: string, choices: readonly [T, ...T[]]): T {
  const value = vars[name];
  if (value === undefined || value === "") return choices[0];
  const choice = choices.find((candidate) => candidate === value);
  if (choice === undefined) throw new InvalidConfigError(name, value, `expected one of ${choices.join(", ")}.`);
  return choice;
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

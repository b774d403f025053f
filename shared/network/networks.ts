/**
 * The network table: everything Blocktide knows about each network it can show, in one place
 * (spec §1, §2.1, §2.2, §9). Other modules read a row; none repeats a value.
 *
 * @example
 * NETWORKS.testnet.displayName;    // "Bitcoin Testnet"
 * NETWORKS.liquid.feeDecimals;     // 1
 */
import {
  type WeightUnits,
  BLOCK_WEIGHT_UNITS,
  LIQUID_BLOCK_WEIGHT_UNITS,
  weightUnits,
} from "../types/units.ts";
import { UnsupportedNetworkError } from "./errors.ts";

export type Network = "mainnet" | "testnet" | "signet" | "liquid" | "liquidtestnet" | "bisq";
/** The three builds of spec §1: which route set and default network a deployment serves. */
export type BaseModule = "bitcoin" | "liquid" | "markets";
/** The chain a network's data comes from. */
export type ChainFamily = "bitcoin" | "liquid" | "bisq";

export interface NetworkInfo {
  readonly id: Network;
  /** Path segment on the bitcoin base, without slashes; "" for mainnet (spec §1: no prefix). */
  readonly pathSegment: string;
  /** The {network} part of page titles (spec §9). */
  readonly displayName: string;
  readonly chain: ChainFamily;
  /** Mining pages, pool names and pool details exist (spec §2.2, §2.3). */
  readonly hasMining: boolean;
  /** Prefix before an amount's unit (spec §9: L-, tL-, t, s). */
  readonly amountPrefix: string;
  /** Decimals when rounding fee rates (spec §9: 1 on liquid networks, 0 on others). */
  readonly feeDecimals: 0 | 1;
  /** Block weight limit: fullness is weight over this (spec §9). */
  readonly blockWeightUnits: WeightUnits;
}

const BITCOIN_WEIGHT = weightUnits(BLOCK_WEIGHT_UNITS);
const LIQUID_WEIGHT = weightUnits(LIQUID_BLOCK_WEIGHT_UNITS);

export const NETWORKS: Readonly<Record<Network, NetworkInfo>> = {
  mainnet: {
    id: "mainnet", pathSegment: "", displayName: "Bitcoin", chain: "bitcoin",
    hasMining: true, amountPrefix: "", feeDecimals: 0, blockWeightUnits: BITCOIN_WEIGHT,
  },
  testnet: {
    id: "testnet", pathSegment: "testnet", displayName: "Bitcoin Testnet", chain: "bitcoin",
    hasMining: true, amountPrefix: "t", feeDecimals: 0, blockWeightUnits: BITCOIN_WEIGHT,
  },
  signet: {
    id: "signet", pathSegment: "signet", displayName: "Bitcoin Signet", chain: "bitcoin",
    hasMining: true, amountPrefix: "s", feeDecimals: 0, blockWeightUnits: BITCOIN_WEIGHT,
  },
  liquid: {
    id: "liquid", pathSegment: "liquid", displayName: "Liquid Network", chain: "liquid",
    hasMining: false, amountPrefix: "L-", feeDecimals: 1, blockWeightUnits: LIQUID_WEIGHT,
  },
  liquidtestnet: {
    id: "liquidtestnet", pathSegment: "liquidtestnet", displayName: "Liquid Testnet", chain: "liquid",
    hasMining: false, amountPrefix: "tL-", feeDecimals: 1, blockWeightUnits: LIQUID_WEIGHT,
  },
  bisq: {
    id: "bisq", pathSegment: "bisq", displayName: "Bisq Markets", chain: "bisq",
    hasMining: false, amountPrefix: "", feeDecimals: 0, blockWeightUnits: BITCOIN_WEIGHT,
  },
};

/** Every network, in the order of spec §1. */
export const NETWORK_IDS: readonly Network[] = ["mainnet", "testnet", "signet", "liquid", "liquidtestnet", "bisq"];

export const BASE_MODULES: readonly BaseModule[] = ["bitcoin", "liquid", "markets"];

/** What each build serves; the first entry is the network of a path with no network prefix. */
export const BASE_MODULE_NETWORKS: Readonly<Record<BaseModule, readonly Network[]>> = {
  bitcoin: NETWORK_IDS,
  // spec §2.2: the liquid route set replaces the standard one; the markets build has one route.
  liquid: ["liquid", "liquidtestnet"],
  markets: ["bisq"],
};

/**
 * True when `input` is one of the six network names.
 *
 * @example
 * isNetwork("signet");   // true
 * isNetwork("regtest");  // false
 */
export function isNetwork(input: unknown): input is Network {
  return typeof input === "string" && Object.hasOwn(NETWORKS, input);
}

/**
 * Reads a network name from configuration or a request.
 *
 * @example
 * parseNetwork("liquidtestnet");  // "liquidtestnet"
 * parseNetwork("Mainnet");        // throws UnsupportedNetworkError (names are lower case)
 */
export function parseNetwork(input: unknown): Network {
  if (!isNetwork(input)) throw new UnsupportedNetworkError(input, `expected one of ${NETWORK_IDS.join(", ")}.`);
  return input;
}

/**
 * True when `input` is one of the three builds.
 *
 * @example
 * isBaseModule("markets");  // true
 */
export function isBaseModule(input: unknown): input is BaseModule {
  return typeof input === "string" && (BASE_MODULES as readonly string[]).includes(input);
}

/**
 * True when the build `base` serves `network`.
 *
 * @example
 * isNetworkOnBase("testnet", "liquid");        // false
 * isNetworkOnBase("liquidtestnet", "liquid");  // true
 */
export function isNetworkOnBase(network: Network, base: BaseModule): boolean {
  return BASE_MODULE_NETWORKS[base].includes(network);
}

/**
 * Throws unless the build `base` serves `network`, so a link or title is never made for a network
 * the deployment cannot show.
 *
 * @example
 * assertNetworkOnBase("bisq", "markets");   // ok
 * assertNetworkOnBase("mainnet", "liquid"); // throws UnsupportedNetworkError
 */
export function assertNetworkOnBase(network: Network, base: BaseModule): void {
  if (!isNetwork(network)) throw new UnsupportedNetworkError(network, `expected one of ${NETWORK_IDS.join(", ")}.`);
  if (!isBaseModule(base)) throw new UnsupportedNetworkError(network, `unknown base "${String(base)}".`);
  if (!isNetworkOnBase(network, base)) {
    throw new UnsupportedNetworkError(
      network,
      `the ${base} build serves only ${BASE_MODULE_NETWORKS[base].join(", ")}.`,
    );
  }
}

/**
 * The network of a path with no network prefix on the build `base` (spec §2.1).
 *
 * @example
 * defaultNetwork("liquid");  // "liquid"
 */
export function defaultNetwork(base: BaseModule): Network {
  const first = isBaseModule(base) ? BASE_MODULE_NETWORKS[base][0] : undefined;
  if (first === undefined) throw new UnsupportedNetworkError(base, `unknown base: expected one of ${BASE_MODULES.join(", ")}.`);
  return first;
}

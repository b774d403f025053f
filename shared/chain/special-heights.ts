/**
 * Fixed heights of the chain (spec §9): genesis and the soft-fork activation table used to decide
 * whether RBF, segwit and taproot hints apply to a block or transaction.
 *
 * @example
 * isSoftForkActive("mainnet", "taproot", blockHeight(709_632));  // true
 * softForkActivationHeight("testnet", "segwit");                 // 872730
 */
import type { Network } from "../network/networks.ts";
import { type BlockHeight, blockHeight } from "../types/units.ts";
import { checkHeight } from "./height-error.ts";

export const GENESIS_HEIGHT = blockHeight(0);

export type SoftFork = "rbf" | "segwit" | "taproot";
export const SOFT_FORKS: readonly SoftFork[] = ["rbf", "segwit", "taproot"];

/** The networks with a row in the soft-fork table of spec §9. */
export type SoftForkNetwork = Extract<Network, "mainnet" | "testnet" | "signet">;

/** Spec §9 "Soft-fork activation heights (rbf, segwit, taproot)". */
export const SOFT_FORK_ACTIVATION_HEIGHTS: Readonly<Record<SoftForkNetwork, Readonly<Record<SoftFork, BlockHeight>>>> = {
  mainnet: { rbf: blockHeight(399_701), segwit: blockHeight(477_120), taproot: blockHeight(709_632) },
  testnet: { rbf: blockHeight(720_255), segwit: blockHeight(872_730), taproot: blockHeight(2_032_291) },
  // Signet was created with every soft fork already in force.
  signet: { rbf: blockHeight(0), segwit: blockHeight(0), taproot: blockHeight(0) },
};

/** Spec §9 "Taproot activation at 709632 (mainnet only)", read from the table above. */
export const TAPROOT_ACTIVATION_HEIGHT_MAINNET: BlockHeight = SOFT_FORK_ACTIVATION_HEIGHTS.mainnet.taproot;

/**
 * The activation height of `fork` on `network`, or null for networks without a row in spec §9
 * (liquid, liquidtestnet, bisq).
 *
 * @example
 * softForkActivationHeight("mainnet", "rbf");  // 399701
 * softForkActivationHeight("liquid", "rbf");   // null
 */
export function softForkActivationHeight(network: Network, fork: SoftFork): BlockHeight | null {
  if (!SOFT_FORKS.includes(fork)) {
    throw new TypeError(`Unknown soft fork ${JSON.stringify(fork)}: expected one of ${SOFT_FORKS.join(", ")}.`);
  }
  if (!Object.hasOwn(SOFT_FORK_ACTIVATION_HEIGHTS, network)) return null;
  return SOFT_FORK_ACTIVATION_HEIGHTS[network as SoftForkNetwork][fork];
}

/**
 * True when `fork` is in force at `height` on `network` (activation height included). Networks
 * without a row answer false: the hints built on this table are Bitcoin-only.
 *
 * @example
 * isSoftForkActive("mainnet", "segwit", blockHeight(477_119));  // false
 * isSoftForkActive("signet", "taproot", blockHeight(0));        // true
 * isSoftForkActive("liquid", "segwit", blockHeight(5));         // false (no table for Liquid)
 */
export function isSoftForkActive(network: Network, fork: SoftFork, height: BlockHeight): boolean {
  const checked = checkHeight(height);
  const activation = softForkActivationHeight(network, fork);
  return activation !== null && checked >= activation;
}

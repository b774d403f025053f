import { NETWORKS, type Network } from "../network/networks.ts";
import { InvalidParamError } from "../params/errors.ts";

/** Liquid makes a block every minute; its first projected block is expected just after that. */
export const LIQUID_FIRST_BLOCK_ETA_MS = 61_000;
export const LIQUID_BLOCK_INTERVAL_MS = 60_000;

/** The difficulty-adjustment figures the estimate needs (research §1.4 `da`, times in ms). */
export interface BlockTiming {
  readonly adjustedTimeAvg: number;
  /** Testnet only: the shift of the next block's expected time. */
  readonly timeOffset?: number;
}

/**
 * How long until projected block `index` is expected to be mined, in ms from now (spec §9): on
 * Liquid 61 s plus a minute per index; elsewhere the average block time times (index + 1) plus the
 * offset.
 *
 * @example
 * mempoolBlockEtaMs(0, "liquid");                                // 61000
 * mempoolBlockEtaMs(2, "mainnet", { adjustedTimeAvg: 600_000 }); // 1800000
 */
export function mempoolBlockEtaMs(index: number, network: Network, timing?: BlockTiming): number | null {
  if (!Number.isSafeInteger(index) || index < 0) {
    throw new InvalidParamError("mempool block index", index, "expected a whole number from 0.");
  }
  if (NETWORKS[network].chain === "liquid") return LIQUID_FIRST_BLOCK_ETA_MS + index * LIQUID_BLOCK_INTERVAL_MS;
  // Without difficulty data there is no honest estimate.
  if (!timing || !(timing.adjustedTimeAvg > 0)) return null;
  return timing.adjustedTimeAvg * (index + 1) + (timing.timeOffset ?? 0);
}

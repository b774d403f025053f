/**
 * A fee rate with its unit in the visitor's unit (spec §9 rounding), for the dashboard's tables.
 *
 * @example
 * feeRateText(2_000, 141, "mainnet", "vb"); // "14 sat/vB"
 */
import type { RateUnit } from "../../../shared/format/fee-rate.ts";
import type { Network } from "../../../shared/network/networks.ts";
import { feeNumber, feeUnitLabel } from "../../components/blockchain-strip/block-texts.ts";

export function feeRateText(feeSats: number, vsize: number, network: Network, unit: RateUnit): string {
  return `${feeNumber(vsize > 0 ? feeSats / vsize : 0, network, unit)} ${feeUnitLabel(unit)}`;
}

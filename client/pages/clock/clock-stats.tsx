/**
 * The clock's stats overlay (spec §2.12), one figure in each corner of the space under the strip:
 * the price of one coin and the fastest recommended fee at the top; at the bottom the chosen block's
 * size and transaction count in mined mode, the mempool's memory usage and unconfirmed count in
 * mempool mode. A figure the live data does not have yet (or a network without prices) is left out.
 *
 * @example
 * <ClockStats mode="mined" block={blocks[0]} fees={live.fees} … />
 */
import { type FiatCode, formatFiat } from "../../../shared/format/fiat.ts";
import { FEE_RATE_UNIT_LABELS, formatFeeRateNumber, type RateUnit } from "../../../shared/format/fee-rate.ts";
import { formatNumber } from "../../../shared/format/decimal.ts";
import { formatBytes } from "../../../shared/format/size.ts";
import type { Network } from "../../../shared/network/networks.ts";
import type { ClockMode } from "../../../shared/params/clock.ts";
import type { BlockExtended } from "../../../shared/types/block-extended.ts";
import type { MempoolInfo, RecommendedFees } from "../../../shared/types/mempool.ts";
import { SATS_PER_BTC } from "../../../shared/types/units.ts";
import { isUsableNumber } from "../../components/blockchain-strip/block-texts.ts";
import { coinPrice } from "../../components/fees/coin-price.ts";
import type { MessageKey } from "../../i18n/locales/en.ts";
import { useT } from "../../i18n/i18n.tsx";
import type { Conversions } from "../../live/live-state.ts";
import "../../i18n/page-texts/clock.ts";

export interface ClockStatsProps {
  readonly mode: ClockMode;
  readonly network: Network;
  /** Mined mode's block; undefined while it is not known. */
  readonly block: BlockExtended | undefined;
  readonly fees: RecommendedFees | null;
  readonly mempoolInfo: MempoolInfo | null;
  readonly conversions: Conversions | null;
  readonly fiat: FiatCode;
  readonly rateUnit: RateUnit;
}

type Corner = "top-start" | "top-end" | "bottom-start" | "bottom-end";

interface Stat {
  readonly corner: Corner;
  readonly label: MessageKey;
  readonly value: string | null;
  readonly unit?: string;
}

export function ClockStats({ mode, network, block, fees, mempoolInfo, conversions, fiat, rateUnit }: ClockStatsProps) {
  const t = useT();
  const price = coinPrice(conversions, fiat, network);
  const fastest = fees !== null && isUsableNumber(fees.fastestFee) ? fees.fastestFee : null;
  const stats: readonly Stat[] = [
    { corner: "top-start", label: "clock.stats.price", value: price === null ? null : formatFiat(SATS_PER_BTC, price, fiat) },
    { corner: "top-end", label: "clock.stats.fastest-fee", value: fastest === null ? null : formatFeeRateNumber(fastest, rateUnit), unit: FEE_RATE_UNIT_LABELS[rateUnit] },
    ...(mode === "mined"
      ? [
          { corner: "bottom-start", label: "clock.stats.size", value: isUsableNumber(block?.size) ? formatBytes(block.size, "B", 2) : null },
          { corner: "bottom-end", label: "clock.stats.transactions", value: isUsableNumber(block?.tx_count) ? formatNumber(block.tx_count, "1.0-0") : null },
        ] satisfies Stat[]
      : [
          { corner: "bottom-start", label: "clock.stats.memory", value: isUsableNumber(mempoolInfo?.usage) ? formatBytes(mempoolInfo.usage, "B", 0) : null },
          { corner: "bottom-end", label: "clock.stats.unconfirmed", value: isUsableNumber(mempoolInfo?.size) ? formatNumber(mempoolInfo.size, "1.0-0") : null },
        ] satisfies Stat[]),
  ];
  return (
    <dl className="clock-stats" aria-label={t("clock.stats.label")}>
      {stats.map(({ corner, label, value, unit }) =>
        value === null ? null : (
          <div key={corner} className={`clock-stat is-${corner}`}>
            <dt className="clock-stat-label">{t(label)}</dt>
            <dd className="clock-stat-value">
              {value}
              {unit !== undefined && <span className="clock-stat-unit"> {unit}</span>}
            </dd>
          </div>
        ),
      )}
    </dl>
  );
}

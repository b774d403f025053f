import { useId, type CSSProperties } from "react";
import { FEE_RATE_UNIT_LABELS, formatFeeRateNumber, type RateUnit } from "../../../shared/format/fee-rate.ts";
import { type FiatCode, formatFiat } from "../../../shared/format/fiat.ts";
import type { Network } from "../../../shared/network/networks.ts";
import { TYPICAL_TRANSACTION_VSIZE, typicalTransactionFeeSats } from "../../../shared/rules/typical-transaction-fee.ts";
import { feeColour } from "../../../shared/tables/fee-colours.ts";
import type { RecommendedFees } from "../../../shared/types/mempool.ts";
import type { Conversions } from "../../live/live-state.ts";
import { useT } from "../../i18n/i18n.tsx";
import { coinPrice } from "./coin-price.ts";

export interface FeeRecommendationsProps {
  /** The `fees` frame; null before it arrives or while the backend cannot recommend (spec §8). */
  readonly fees: RecommendedFees | null;
  readonly network: Network;
  /** The visitor's rate unit (spec §3 rate-unit-preference). */
  readonly rateUnit: RateUnit;
  /** The `conversions` frame: a price per currency code, -1 when unknown. */
  readonly conversions: Conversions | null;
  /** The visitor's fiat currency (spec §3 fiat-preference). */
  readonly fiat: FiatCode;
}

type Priority = "economyFee" | "hourFee" | "halfHourFee" | "fastestFee";

/** Lowest to highest priority, with the label each one carries (research §5.2). */
const PRIORITIES = [
  { field: "economyFee", label: "home.fees.economy" },
  { field: "hourFee", label: "home.fees.hour" },
  { field: "halfHourFee", label: "home.fees.half-hour" },
  { field: "fastestFee", label: "home.fees.fastest" },
] as const satisfies readonly { field: Priority; label: string }[];

/**
 * The four fee recommendations, from no priority to high priority, each in the visitor's rate unit,
 * coloured by its fee level, with the fiat cost of a typical transaction on mainnet.
 *
 * @example
 * <FeeRecommendations fees={snapshot.fees} network="mainnet" rateUnit="vb" conversions={snapshot.conversions} fiat="USD" />
 */
export function FeeRecommendations({ fees, network, rateUnit, conversions, fiat }: FeeRecommendationsProps) {
  const t = useT();
  const titleId = useId();
  const price = coinPrice(conversions, fiat, network);
  const unit = FEE_RATE_UNIT_LABELS[rateUnit];
  const rates = PRIORITIES.map(({ field }) => (fees ? usableRate(fees[field]) : null));
  const available = rates.some((rate) => rate !== null);
  return (
    <section className="fees" aria-labelledby={titleId}>
      <h2 id={titleId} className="fees-title">
        {t("home.fees.title")}
      </h2>
      <ol className="fees-list">
        {PRIORITIES.map(({ field, label }, index) => {
          const rate = rates[index] ?? null;
          const style = rate === null ? undefined : ({ "--fee-colour": feeColour(rate) } as CSSProperties);
          return (
            <li key={field} className={rate === null ? "fee-card fee-card-empty" : "fee-card"} style={style}>
              <h3 className="fee-card-label">{t(label)}</h3>
              {rate === null ? (
                <p className="fee-card-rate">
                  <span className="fee-card-number" aria-hidden="true">–</span>
                  <span className="visually-hidden">{t("home.fees.no-value")}</span>
                </p>
              ) : (
                <>
                  <p className="fee-card-rate">
                    <span className="fee-card-number">{formatFeeRateNumber(rate, rateUnit)}</span>{" "}
                    <span className="fee-card-unit">{unit}</span>
                  </p>
                  {price !== null && (
                    <p className="fee-card-fiat" title={t("home.fees.fiat-title", { vsize: TYPICAL_TRANSACTION_VSIZE })}>
                      {formatFiat(typicalTransactionFeeSats(rate), price, fiat)}
                    </p>
                  )}
                </>
              )}
            </li>
          );
        })}
      </ol>
      {available ? (
        <div className="fees-scale" aria-hidden="true" style={scaleStyle(rates)} />
      ) : (
        <p className="fees-unavailable" role="status">
          {t("home.fees.unavailable")}
        </p>
      )}
      {available && price !== null && <p className="fees-note">{t("home.fees.fiat-note", { vsize: TYPICAL_TRANSACTION_VSIZE })}</p>}
    </section>
  );
}

/** A rate fit to show: a bad frame blanks one card instead of breaking the page. */
function usableRate(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : null;
}

/** The colour ramp under the cards, from the lowest to the highest recommendation. */
function scaleStyle(rates: readonly (number | null)[]): CSSProperties {
  const stops = rates.filter((rate): rate is number => rate !== null).map(feeColour);
  return { "--fee-scale": `linear-gradient(90deg, ${stops.length > 1 ? stops.join(", ") : `${stops[0]}, ${stops[0]}`})` } as CSSProperties;
}

import { formatNumber } from "../../../shared/format/decimal.ts";
import type { RateUnit } from "../../../shared/format/fee-rate.ts";
import {
  INCOMING_RATE_LIMIT_VB_PER_SECOND,
  INCOMING_RATE_LIMIT_WU_PER_SECOND,
  incomingRateFill,
  incomingRateLevel,
} from "../../../shared/format/footer-levels.ts";
import { WITNESS_SCALE_FACTOR } from "../../../shared/types/units.ts";
import { useT } from "../../i18n/i18n.tsx";
import { StatusMeter } from "./status-meter.tsx";

export interface IncomingRateProps {
  /** vB/s over the backend's sample window; null before the first `vBytesPerSecond`. */
  readonly vBytesPerSecond: number | null;
  readonly rateUnit: RateUnit;
  readonly labelledBy: string;
}

/**
 * The incoming transaction rate as a bar filled up to the 1667 vB/s limit and coloured by how far
 * past it the rate runs (spec §9); printed in vB/s or, for the weight unit, WU/s (four times as many).
 */
export function IncomingRate({ vBytesPerSecond, rateUnit, labelledBy }: IncomingRateProps) {
  const t = useT();
  const rate = usableRate(vBytesPerSecond);
  if (rate === null) return <span className="status-skeleton status-skeleton-bar" aria-hidden="true" />;
  const perSecond = rateUnit === "wu" ? rate * WITNESS_SCALE_FACTOR : rate;
  const text = `${formatNumber(Math.ceil(perSecond), "1.0-0")} ${t(rateUnit === "wu" ? "status.footer.wu-per-second" : "status.footer.vb-per-second")}`;
  return (
    <StatusMeter
      fill={incomingRateFill(rate)}
      tone={`status-rate-level-${incomingRateLevel(rate)}`}
      text={text}
      labelledBy={labelledBy}
      value={Math.ceil(perSecond)}
      max={rateUnit === "wu" ? INCOMING_RATE_LIMIT_WU_PER_SECOND : INCOMING_RATE_LIMIT_VB_PER_SECOND}
    />
  );
}

const usableRate = (value: number | null): number | null =>
  typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : null;

/**
 * Card 1 of /graphs/mempool (research §2.4): the mempool by fee level as stacked areas, low fees at
 * the bottom, levels above the highest that held 100,000 vB left out; a filter that hides every
 * level below the chosen one; and the inverted view, high fees at the bottom with a 1 MvB line.
 */
import { useMemo, useState } from "react";
import { type FeeLevelScale, feeLevelFloor, feeStackModel, highestShownLevel } from "../../../shared/charts/fee-stack.ts";
import type { StatisticsRow } from "../../../shared/charts/statistics-row.ts";
import type { GraphWindow } from "../../../shared/preferences/chart-windows.ts";
import { FEE_COLOURS } from "../../../shared/tables/fee-colours.ts";
import { ChartView } from "../../charts/chart-view.tsx";
import { useChartsT } from "../../i18n/locales/charts-area.ts";
import { formatVsize } from "./graph-values.ts";

export interface FeeLevelsCardProps {
  /** Oldest first. */
  readonly rows: readonly StatisticsRow[];
  readonly window: GraphWindow;
  readonly scale: FeeLevelScale;
}

export function FeeLevelsCard({ rows, window, scale }: FeeLevelsCardProps) {
  const t = useChartsT();
  const [lowest, setLowest] = useState(0);
  const [inverted, setInverted] = useState(false);
  const highest = highestShownLevel(rows);
  const shownLowest = Math.min(lowest, Math.max(0, highest));
  const referenceLabel = t("graphs.fees.one-block");
  const model = useMemo(() => feeStackModel(rows, { lowest: shownLowest, inverted, scale, referenceLabel }), [rows, shownLowest, inverted, scale, referenceLabel]);
  const title = t("graphs.fees.title");
  const levels = Array.from({ length: Math.max(0, highest + 1) }, (_, level) => level);

  return (
    <section className="graphs-card" aria-labelledby="graphs-fees-title">
      <header className="graphs-card-head">
        <h2 id="graphs-fees-title">{title}</h2>
        <div className="chart-controls">
          <label className="graphs-filter">
            <span className="chart-swatch" style={{ background: FEE_COLOURS[shownLowest] }} aria-hidden="true" />
            <span className="visually-hidden">{t("graphs.fees.filter")}</span>
            <select value={shownLowest} onChange={(event) => setLowest(Number(event.currentTarget.value))} title={t("graphs.fees.filter-help")}>
              <option value={0}>{t("graphs.fees.filter-all")}</option>
              {levels.slice(1).map((level) => (
                <option key={level} value={level}>
                  {t("graphs.fees.filter-from", { level: feeLevelFloor(level, scale) })}
                </option>
              ))}
            </select>
          </label>
          <button type="button" aria-pressed={inverted} onClick={() => setInverted((on) => !on)}>
            {t("graphs.fees.invert")}
          </button>
        </div>
      </header>
      <ChartView name="mempool-fee-levels" title={`${title}, vB`} model={model} window={window} formatValue={formatVsize} />
    </section>
  );
}

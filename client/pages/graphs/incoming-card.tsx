/**
 * Card 2 of /graphs/mempool (research §2.5): incoming vB/s as a line coloured by rate band, with the
 * rate blocks clear (1667 vB/s) marked; vB/s or WU/s by the rate-unit preference; and "cap outliers",
 * which stops the axis at four times the median so one burst does not flatten the rest.
 */
import { useCallback, useMemo, useState } from "react";
import { CLEARING_RATE_VB_PER_SECOND, incomingModel } from "../../../shared/charts/incoming-rate.ts";
import type { StatisticsRow } from "../../../shared/charts/statistics-row.ts";
import type { RateUnit } from "../../../shared/format/fee-rate.ts";
import type { GraphWindow } from "../../../shared/preferences/chart-windows.ts";
import { usePage } from "../../app/page-context.tsx";
import { ChartView } from "../../charts/chart-view.tsx";
import { useChartsT } from "../../i18n/locales/charts-area.ts";
import { usePreferences, useSetPreference } from "../../live/live-provider.tsx";
import { RATE_UNITS, formatRate } from "./graph-values.ts";

export interface IncomingCardProps {
  /** Oldest first. */
  readonly rows: readonly StatisticsRow[];
  readonly window: GraphWindow;
}

export function IncomingCard({ rows, window }: IncomingCardProps) {
  const t = useChartsT();
  const locale = usePage().route.language ?? "en";
  const unit: RateUnit = usePreferences().rateUnit;
  const setPreference = useSetPreference();
  const [capOutliers, setCapOutliers] = useState(false);
  const formatValue = useCallback((value: number) => formatRate(value, unit, locale), [unit, locale]);
  const label = t("graphs.incoming.series");
  const referenceLabel = t("graphs.incoming.clearing", { rate: formatRate(CLEARING_RATE_VB_PER_SECOND, unit, locale) });
  const model = useMemo(() => incomingModel(rows, { capOutliers, label, referenceLabel }), [rows, capOutliers, label, referenceLabel]);

  return (
    <section className="graphs-card" aria-labelledby="graphs-incoming-title">
      <header className="graphs-card-head">
        <h2 id="graphs-incoming-title">{t("graphs.incoming.title", { unit: RATE_UNITS[unit] })}</h2>
        <div className="chart-controls">
          <label className="graphs-unit">
            <span className="visually-hidden">{t("graphs.incoming.unit")}</span>
            <select value={unit} onChange={(event) => setPreference("rateUnit", event.currentTarget.value === "wu" ? "wu" : "vb")}>
              <option value="vb">{RATE_UNITS.vb}</option>
              <option value="wu">{RATE_UNITS.wu}</option>
            </select>
          </label>
          <label className="chart-toggle">
            <input type="checkbox" checked={capOutliers} onChange={(event) => setCapOutliers(event.currentTarget.checked)} />
            {t("graphs.incoming.cap")}
          </label>
        </div>
      </header>
      <ChartView name="incoming-vbytes" title={t("graphs.incoming.title", { unit: RATE_UNITS.vb })} model={model} window={window} formatValue={formatValue} />
    </section>
  );
}

/**
 * The chart as static SVG with HTML axis labels (shared/charts/svg-chart.ts): what the server sends
 * and what shows until the canvas chart takes the same box over, so the page is complete without
 * JavaScript and nothing moves when the canvas arrives.
 */
import type { ChartModel } from "../../shared/charts/chart-model.ts";
import { PLOT_SIZE, drawChart } from "../../shared/charts/svg-chart.ts";
import { type ChartTimeZone, formatChartTime } from "../../shared/charts/time-formats.ts";
import type { GraphWindow } from "../../shared/preferences/chart-windows.ts";

export interface StaticChartProps {
  readonly model: ChartModel;
  readonly window: GraphWindow;
  readonly zone: ChartTimeZone;
  readonly formatValue: (value: number) => string;
  /** The drawing's accessible name. */
  readonly label: string;
  /** The second axis's values, when a series is on it. */
  readonly formatLeftValue?: (value: number) => string;
}

const percent = (fraction: number): string => `${Math.round(fraction * 10000) / 100}%`;

export function StaticChart({ model, window, zone, formatValue, label, formatLeftValue = formatValue }: StaticChartProps) {
  const drawing = drawChart(model);
  const leftTicks = drawing.leftTicks;
  return (
    <div className={leftTicks === undefined ? "chart-static" : "chart-static chart-static-left"} role="img" aria-label={label}>
      <svg className="chart-plot" viewBox={`0 0 ${PLOT_SIZE} ${PLOT_SIZE}`} preserveAspectRatio="none" aria-hidden="true">
        {drawing.valueTicks.map((tick) => (
          <path key={`grid-${tick.value}`} className="chart-grid" d={`M0 ${PLOT_SIZE * (1 - tick.at)}H${PLOT_SIZE}`} vectorEffect="non-scaling-stroke" />
        ))}
        {drawing.shapes.map((shape, index) =>
          shape.fill ? (
            <path key={`${shape.id}-${index}`} d={shape.d} fill={shape.colour} />
          ) : (
            <path key={`${shape.id}-${index}`} d={shape.d} fill="none" stroke={shape.colour} strokeWidth={shape.width ?? 2} strokeLinejoin="round" vectorEffect="non-scaling-stroke" />
          ),
        )}
        {drawing.references.map((reference) => (
          <path
            key={`reference-${reference.value}`}
            d={`M0 ${PLOT_SIZE * (1 - reference.at)}H${PLOT_SIZE}`}
            stroke={reference.colour}
            strokeWidth={1.5}
            strokeDasharray="6 4"
            vectorEffect="non-scaling-stroke"
          />
        ))}
      </svg>
      <div className="chart-value-axis" aria-hidden="true">
        {drawing.valueTicks.map((tick) => (
          <span key={tick.value} style={{ bottom: percent(tick.at) }}>
            {formatValue(tick.value)}
          </span>
        ))}
      </div>
      {leftTicks !== undefined && (
        <div className="chart-left-axis" aria-hidden="true">
          {leftTicks.map((tick) => (
            <span key={tick.value} style={{ bottom: percent(tick.at) }}>
              {formatLeftValue(tick.value)}
            </span>
          ))}
        </div>
      )}
      <div className="chart-time-axis" aria-hidden="true">
        {drawing.timeTicks.map((tick) => (
          <span key={tick.value} style={{ left: percent(tick.at) }}>
            {formatChartTime(tick.value, window, "tick", zone)}
          </span>
        ))}
      </div>
    </div>
  );
}

/**
 * A horizontal gauge with its reading printed on top: the footer's incoming-rate and memory bars.
 * Exposed as an ARIA meter so assistive technology reads the figure, not the fill.
 */
export interface StatusMeterProps {
  /** Share of the track to fill, 0..1 (clamped). */
  readonly fill: number;
  /** Class carrying the fill colour. */
  readonly tone: string;
  /** What the meter shows, as printed on it and read out. */
  readonly text: string;
  readonly labelledBy: string;
  readonly value: number;
  readonly max: number;
}

export function StatusMeter({ fill, tone, text, labelledBy, value, max }: StatusMeterProps) {
  const percent = Math.round(Math.min(1, Math.max(0, fill)) * 1000) / 10;
  return (
    <div
      className={`status-meter ${tone}`}
      role="meter"
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={Math.min(value, max)}
      aria-valuetext={text}
    >
      <span className="status-meter-fill" style={{ width: `${percent}%` }} />
      <span className="status-meter-text">{text}</span>
    </div>
  );
}

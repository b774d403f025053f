/**
 * Mainnet's traffic has a rhythm: quiet nights, busy afternoons (UTC, when America and Europe are
 * both awake), busier weekdays than weekends. The devnet's arrival rate follows it, so the mempool
 * swells through the day and drains overnight, as the real one does.
 *
 * @example
 * arrivalRate(5.6, 0.6, Date.UTC(2026, 10, 25, 16) / 1000); // ≈ 9.7 tx/s: a Wednesday afternoon
 */

/** The busiest hour of the day, UTC. */
const PEAK_HOUR_UTC = 16;
/** Weekdays against weekends; 5 × 1.08 + 2 × 0.8 = 7, so a week averages the configured rate. */
const WEEKDAY_FACTOR = 1.08;
const WEEKEND_FACTOR = 0.8;

/** The rhythm's factor at a time (unix seconds): 1 on average over a week, `1 ± amplitude` over a day. */
export function rhythmAt(time: number, amplitude: number): number {
  if (amplitude === 0) return 1;
  const date = new Date(time * 1000);
  const day = date.getUTCDay();
  const hours = date.getUTCHours() + date.getUTCMinutes() / 60;
  const daily = 1 + amplitude * Math.cos((2 * Math.PI * (hours - PEAK_HOUR_UTC)) / 24);
  return (day === 0 || day === 6 ? WEEKEND_FACTOR : WEEKDAY_FACTOR) * daily;
}

/** Transactions a second at `time`, for a weekly mean of `meanPerSecond`. */
export function arrivalRate(meanPerSecond: number, amplitude: number, time: number): number {
  return meanPerSecond * rhythmAt(time, amplitude);
}

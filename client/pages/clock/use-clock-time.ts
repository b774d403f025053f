/**
 * The time the clock face shows, renewed every CLOCK_REFRESH_MS (spec §9). The server renders its
 * own time in UTC (it does not know the visitor's zone) and the browser's first render repeats it,
 * so hydration agrees; then the face moves to the browser's clock and zone, read on every tick so a
 * change to summer time, or a corrected system clock, shows within a quarter second. One interval,
 * cleared with the face: a kiosk left for days gathers no timers.
 *
 * @example
 * const time = useClockTime(state.renderedAt); // { nowMs, utcOffsetMinutes }
 */
import { useEffect, useState } from "react";
import { CLOCK_REFRESH_MS } from "../../../shared/params/clock.ts";
import type { ClockTime } from "./clock-geometry.ts";

/** The browser's time and zone now. */
export function browserClockTime(nowMs: number = Date.now()): ClockTime {
  // getTimezoneOffset counts minutes west of UTC; the face wants minutes east (+0 keeps UTC's 0 positive).
  return { nowMs, utcOffsetMinutes: -new Date(nowMs).getTimezoneOffset() + 0 };
}

export function useClockTime(renderedAt: number): ClockTime {
  const [time, setTime] = useState<ClockTime>(() => ({ nowMs: renderedAt, utcOffsetMinutes: 0 }));
  useEffect(() => {
    setTime(browserClockTime());
    const timer = setInterval(() => setTime(browserClockTime()), CLOCK_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return time;
}

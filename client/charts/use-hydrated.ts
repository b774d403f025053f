/**
 * False during the server render and hydration, true after: what a chart prints differently in the
 * browser (the visitor's time zone) or only on request (a long table's rows) waits for it, so
 * hydration matches the server's markup and then re-renders without a warning.
 *
 * @example
 * const zone = useChartTimeZone(); // { locale: "en", timeZone: "UTC" } first, then { locale: "en" }
 */
import { useSyncExternalStore } from "react";
import type { ChartTimeZone } from "../../shared/charts/time-formats.ts";
import { usePage } from "../app/page-context.tsx";

const subscribeNothing = (): (() => void) => () => {};

export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );

/** The page's locale, in UTC until hydrated (what the server can know), then in the visitor's zone. */
export function useChartTimeZone(): ChartTimeZone {
  const hydrated = useHydrated();
  const locale = usePage().route.language ?? "en";
  return hydrated ? { locale } : { locale, timeZone: "UTC" };
}

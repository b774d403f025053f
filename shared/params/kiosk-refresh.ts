/**
 * `?refresh=N` on the kiosk and embed views: for displays that cannot run the live page (e-ink
 * frames, signage players, old TV browsers) and fetch the address every N seconds instead. The
 * page then carries no script and a meta refresh (client/app/document.tsx), and the worker renders
 * it complete, at most once a second per address (worker/ssr/rendered-pages.ts).
 *
 * @example
 * kioskRefreshSeconds(new URLSearchParams("refresh=30"));   // 30
 * kioskRefreshSeconds(new URLSearchParams("refresh=1"));    // 5
 * kioskRefreshSeconds(new URLSearchParams("refresh=2.5"));  // null (spec §5: integers only)
 */
import { type QueryParams, integerParam } from "./query-integer.ts";

/** The shortest refresh: a faster poll would only fetch the same second's render again. */
export const KIOSK_REFRESH_MIN_SECONDS = 5;

/** Seconds between a polling display's fetches, or null for the live page. Smaller values are raised. */
export function kioskRefreshSeconds(searchParams: QueryParams): number | null {
  const seconds = integerParam(searchParams.get("refresh"), null);
  return seconds === null ? null : Math.max(KIOSK_REFRESH_MIN_SECONDS, seconds);
}

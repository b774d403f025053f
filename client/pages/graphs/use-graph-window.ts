/**
 * The statistics page's window (research §2.3): the address's fragment (`#24h`) when it names one,
 * else the stored `graphWindowPreference`, else 2h. Choosing one writes both: the fragment (replaced,
 * so Back leaves the page rather than stepping through windows) and the preference. The server sees
 * no fragment and no storage, so it and hydration use the default; the browser's choice follows.
 *
 * @example
 * const [window, choose] = useGraphWindow();
 * choose("1w"); // the address becomes /graphs/mempool#1w, localStorage.graphWindowPreference "1w"
 */
import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { DEFAULT_GRAPH_WINDOW, type GraphWindow, isGraphWindow } from "../../../shared/preferences/chart-windows.ts";
import { useHydrated } from "../../charts/use-hydrated.ts";
import { usePreferences, useSetPreference } from "../../live/live-provider.tsx";

/** The window a fragment names ("#1m" → "1m"), or null. */
export const windowOfFragment = (hash: string): GraphWindow | null => {
  const name = hash.startsWith("#") ? hash.slice(1) : hash;
  return isGraphWindow(name) ? name : null;
};

export function useGraphWindow(): readonly [GraphWindow, (window: GraphWindow) => void] {
  const hydrated = useHydrated();
  const location = useLocation();
  const navigate = useNavigate();
  const preferences = usePreferences();
  const setPreference = useSetPreference();
  const window = hydrated ? (windowOfFragment(location.hash) ?? preferences.graphWindow) : DEFAULT_GRAPH_WINDOW;
  const choose = useCallback(
    (next: GraphWindow) => {
      setPreference("graphWindow", next);
      void navigate({ pathname: location.pathname, search: location.search, hash: `#${next}` }, { replace: true, preventScrollReset: true });
    },
    [setPreference, navigate, location.pathname, location.search],
  );
  return [window, choose] as const;
}

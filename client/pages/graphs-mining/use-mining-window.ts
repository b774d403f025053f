/**
 * A mining graph's window (research §3): the fragment (`#1m`) when it names one, else the stored
 * `miningWindowPreference`, else 1w, raised to the graph's minimum. Choosing one writes the fragment
 * (replaced, so Back leaves the page) and the preference. The server sees neither, so it and
 * hydration use the default; the browser's choice follows.
 *
 * @example
 * const [window, choose] = useMiningWindow("hashrate-difficulty"); // "3m" with the preference at 1w
 */
import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { type MiningGraph, resolveMiningWindow } from "../../../shared/charts/mining-graphs.ts";
import { DEFAULT_MINING_WINDOW, isMiningWindow, type MiningWindow } from "../../../shared/preferences/chart-windows.ts";
import { useHydrated } from "../../charts/use-hydrated.ts";
import { usePreferences, useSetPreference } from "../../live/live-provider.tsx";

/** The window a fragment names ("#3d" → "3d"), or null. */
export const miningWindowOfFragment = (hash: string): MiningWindow | null => {
  const name = hash.startsWith("#") ? hash.slice(1) : hash;
  return isMiningWindow(name) ? name : null;
};

export function useMiningWindow(graph: MiningGraph): readonly [MiningWindow, (window: MiningWindow) => void] {
  const hydrated = useHydrated();
  const location = useLocation();
  const navigate = useNavigate();
  const preferences = usePreferences();
  const setPreference = useSetPreference();
  const wish = hydrated ? (miningWindowOfFragment(location.hash) ?? preferences.miningWindow) : DEFAULT_MINING_WINDOW;
  const choose = useCallback(
    (next: MiningWindow) => {
      setPreference("miningWindow", next);
      void navigate({ pathname: location.pathname, search: location.search, hash: `#${next}` }, { replace: true, preventScrollReset: true });
    },
    [setPreference, navigate, location.pathname, location.search],
  );
  return [resolveMiningWindow(graph, wish), choose] as const;
}

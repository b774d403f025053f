/**
 * The 2h window kept live (research §2.2): while it is shown the page wants `live-2h-chart`, and each
 * row the socket pushes is added after the loaded ones. Rows are kept rather than the oldest dropped,
 * so the chart, its table and its download always hold the same points.
 *
 * @example
 * const rows = useLiveStatistics(window, loadedRowsOldestFirst);
 * const homeRows = useLiveStatisticsRows(true, loaded); // a page that asks for live-2h-chart itself
 */
import { useEffect, useMemo, useState } from "react";
import { type StatisticsRow, readStatisticsRow } from "../../../shared/charts/statistics-row.ts";
import type { GraphWindow } from "../../../shared/preferences/chart-windows.ts";
import type { Wantable } from "../../../shared/protocol/client-message.ts";
import { useLiveConnection } from "../../live/live-provider.tsx";
import { useWants } from "../../live/use-wants.ts";

/** The window the socket's pushes belong to. */
export const LIVE_WINDOW: GraphWindow = "2h";
/** How far back the live window reaches. */
export const LIVE_WINDOW_SECONDS = 2 * 60 * 60;
const LIVE_WANTS: readonly Wantable[] = ["blocks", "live-2h-chart"];
const STILL_WANTS: readonly Wantable[] = ["blocks"];

/** `loaded` (oldest first) and the rows pushed since, newer than its last; asks for the pushes on 2h. */
export function useLiveStatistics(window: GraphWindow, loaded: readonly StatisticsRow[]): readonly StatisticsRow[] {
  const live = window === LIVE_WINDOW;
  useWants(live ? LIVE_WANTS : STILL_WANTS);
  return useLiveStatisticsRows(live, loaded);
}

/**
 * `loaded` and the `live-2h-chart` rows pushed since, while `live`; with `keepSeconds`, only the rows
 * that recent before the newest, so a page left open for days holds one window, not all it saw.
 * It asks for no stream: a page's want list replaces the last one sent, so a page with streams of
 * its own (the home page) names `live-2h-chart` among them.
 */
export function useLiveStatisticsRows(live: boolean, loaded: readonly StatisticsRow[], keepSeconds = Number.POSITIVE_INFINITY): readonly StatisticsRow[] {
  const connection = useLiveConnection();
  const [pushed, setPushed] = useState<{ readonly base: readonly StatisticsRow[]; readonly rows: readonly StatisticsRow[] }>({ base: loaded, rows: [] });
  // New loaded rows (another window, a reload) start a new list of pushes.
  const rows = pushed.base === loaded ? pushed.rows : [];

  useEffect(() => {
    if (!live || connection === null) return;
    return connection.subscribe((event) => {
      if (event.kind !== "frame" || !("live-2h-chart" in event.frame)) return;
      const row = readStatisticsRow(event.frame["live-2h-chart"]);
      if (row === undefined) return;
      setPushed((previous) => {
        const kept = previous.base === loaded ? previous.rows : [];
        const last = kept[kept.length - 1] ?? loaded[loaded.length - 1];
        if (last !== undefined && row.added <= last.added) return previous;
        return { base: loaded, rows: [...kept, row].filter((kept) => kept.added > row.added - keepSeconds) };
      });
    });
  }, [live, connection, loaded, keepSeconds]);

  return useMemo(() => {
    if (rows.length === 0) return loaded;
    const newest = rows[rows.length - 1]!.added;
    return [...loaded.filter((row) => row.added > newest - keepSeconds), ...rows];
  }, [loaded, rows, keepSeconds]);
}

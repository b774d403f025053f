/**
 * The indexing badges of the blockchain strip (spec §2.4): which loading indicators they read, in the
 * order they show, and when (progress 0 or more; a finished indicator is absent, research §1.4).
 *
 * @example
 * indexingProgress({ mempool: 40, "block-indexing": 12.5 });
 * // [{ name: "block-indexing", percent: 12.5 }]
 */
export const INDEXING_INDICATOR_NAMES = ["block-indexing", "daily-hashrate-indexing", "weekly-hashrate-indexing"] as const;

export type IndexingIndicatorName = (typeof INDEXING_INDICATOR_NAMES)[number];

export interface IndexingProgress {
  readonly name: IndexingIndicatorName;
  /** 0 … 100 as reported; a value above 100 is shown as 100. */
  readonly percent: number;
}

/** The indexing indicators to show, in table order. */
export function indexingProgress(indicators: Readonly<Record<string, unknown>> | null | undefined): IndexingProgress[] {
  if (typeof indicators !== "object" || indicators === null) return [];
  const shown: IndexingProgress[] = [];
  for (const name of INDEXING_INDICATOR_NAMES) {
    const value = Object.hasOwn(indicators, name) ? indicators[name] : undefined;
    if (typeof value === "number" && Number.isFinite(value) && value >= 0) shown.push({ name, percent: Math.min(100, value) });
  }
  return shown;
}

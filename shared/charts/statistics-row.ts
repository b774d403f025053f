/**
 * One row of `GET /api/v1/statistics/:window` and of the `live-2h-chart` push (research §2.1, §2.2):
 * a minute's (or a bucket's) sample of the mempool. The answer is outside our control, so it is read
 * field by field; `mempool_byte_weight` and `total_fee` exist only for the raw windows.
 *
 * @example
 * readStatisticsRows(await (await fetch("/api/v1/statistics/2h")).json())?.[0]?.vsizes.length; // 39
 */
export interface StatisticsRow {
  /** Unix seconds. */
  readonly added: number;
  readonly count: number;
  readonly vbytes_per_second: number;
  readonly mempool_byte_weight?: number;
  readonly total_fee?: number;
  readonly min_fee: number;
  /** vB waiting in each fee level (shared/tables/fee-levels.ts), lowest level first. */
  readonly vsizes: readonly number[];
}

const isFiniteNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

/** One row, or undefined when any field it needs is missing or not a finite number. */
export function readStatisticsRow(json: unknown): StatisticsRow | undefined {
  if (typeof json !== "object" || json === null) return undefined;
  const row = json as Record<string, unknown>;
  const { added, count, vbytes_per_second, min_fee, vsizes, mempool_byte_weight, total_fee } = row;
  if (!isFiniteNumber(added) || !isFiniteNumber(count) || !isFiniteNumber(vbytes_per_second) || !isFiniteNumber(min_fee)) return undefined;
  if (!Array.isArray(vsizes) || vsizes.length === 0 || !vsizes.every(isFiniteNumber)) return undefined;
  return {
    added,
    count,
    vbytes_per_second,
    min_fee,
    vsizes: vsizes as number[],
    ...(isFiniteNumber(mempool_byte_weight) ? { mempool_byte_weight } : {}),
    ...(isFiniteNumber(total_fee) ? { total_fee } : {}),
  };
}

/** The rows of an answer, in its order (newest first); undefined when it is not a list of rows. */
export function readStatisticsRows(json: unknown): StatisticsRow[] | undefined {
  if (!Array.isArray(json)) return undefined;
  const rows: StatisticsRow[] = [];
  for (const item of json) {
    const row = readStatisticsRow(item);
    if (row === undefined) return undefined;
    rows.push(row);
  }
  return rows;
}

/**
 * Rows oldest first with strictly rising times, as a time axis needs them: the API answers newest
 * first, and a repeated time (a live push of a row already loaded) keeps the later copy.
 *
 * @example
 * chronological([{ added: 120, … }, { added: 60, … }]).map((r) => r.added); // [60, 120]
 */
export function chronological(rows: readonly StatisticsRow[]): StatisticsRow[] {
  const sorted = [...rows].sort((a, b) => a.added - b.added);
  const out: StatisticsRow[] = [];
  for (const row of sorted) {
    if (out.length > 0 && out[out.length - 1]!.added === row.added) out[out.length - 1] = row;
    else out.push(row);
  }
  return out;
}

/**
 * The pools ranking as a pie (research §3: lightweight-charts draws none, so plain SVG): pools
 * under a share are folded into one "other" slice, and each slice is an annulus sector path.
 *
 * @example
 * foldPools([{ slug: "a", name: "A", blockCount: 99 }, { slug: "b", name: "B", blockCount: 1 }], 0.05);
 * // { slices: [{ slug: "a", name: "A", blockCount: 99, share: 0.99 }], other: { blockCount: 1, share: 0.01, pools: 1 } }
 */

/** research §3: pools below half a percent make the "other" slice. */
export const POOL_FOLD_SHARE = 0.005;

export interface PiePool {
  readonly slug: string;
  readonly name: string;
  readonly blockCount: number;
}

export interface PieSlice extends PiePool {
  readonly share: number;
}

export interface PieFold {
  /** Largest first. */
  readonly slices: readonly PieSlice[];
  /** The folded pools together; null when none was folded. */
  readonly other: { readonly blockCount: number; readonly share: number; readonly pools: number } | null;
}

export function foldPools(pools: readonly PiePool[], below: number = POOL_FOLD_SHARE): PieFold {
  const total = pools.reduce((sum, pool) => sum + pool.blockCount, 0);
  if (total === 0) return { slices: [], other: null };
  const slices: PieSlice[] = [];
  let otherBlocks = 0;
  let otherPools = 0;
  for (const pool of [...pools].sort((a, b) => b.blockCount - a.blockCount)) {
    const share = pool.blockCount / total;
    if (share < below) {
      otherBlocks += pool.blockCount;
      otherPools += 1;
    } else slices.push({ ...pool, share });
  }
  return { slices, other: otherPools === 0 ? null : { blockCount: otherBlocks, share: otherBlocks / total, pools: otherPools } };
}

const point = (cx: number, cy: number, r: number, turn: number): string => {
  const angle = turn * 2 * Math.PI - Math.PI / 2;
  return `${Math.round((cx + r * Math.cos(angle)) * 100) / 100} ${Math.round((cy + r * Math.sin(angle)) * 100) / 100}`;
};

/**
 * The path of the annulus sector from `start` to `end` (fractions of a turn, clockwise from 12
 * o'clock) between radii `inner` and `outer` around (cx, cy). A whole turn is two halves, since an
 * arc cannot end where it starts.
 */
export function sectorPath(cx: number, cy: number, inner: number, outer: number, start: number, end: number): string {
  if (end - start >= 1 - 1e-9) return `${sectorPath(cx, cy, inner, outer, start, start + 0.5)}${sectorPath(cx, cy, inner, outer, start + 0.5, end)}`;
  const large = end - start > 0.5 ? 1 : 0;
  return (
    `M${point(cx, cy, outer, start)}A${outer} ${outer} 0 ${large} 1 ${point(cx, cy, outer, end)}` +
    `L${point(cx, cy, inner, end)}A${inner} ${inner} 0 ${large} 0 ${point(cx, cy, inner, start)}Z`
  );
}

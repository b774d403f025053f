import { describe, expect, it } from "vitest";
import type { BlockRecord } from "../../../../durable-objects/devnet/state/chain-state.ts";
import { networkHashrateHistory } from "../../../../durable-objects/devnet/views/hashrate-history.ts";
import { HASHES_PER_DIFFICULTY, difficultyOf } from "../../../../durable-objects/devnet/views/network-hashrate.ts";

const DAY = 86_400;
/** An hour after a midnight (UTC), so the first day holds many blocks. */
const START = 19_700 * DAY + 3_600;
const BITS = 0x1d00ffff;
/** Ten minutes a block: the rate every daily estimate should come near. */
const EXPECTED = (difficultyOf(BITS) * HASHES_PER_DIFFICULTY) / 600;

/** Headers only: block `firstHeight + i` at `time(i)`. */
function chainOf(firstHeight: number, blocks: number, time: (i: number) => number) {
  const tipHeight = firstHeight + blocks - 1;
  const block = (height: number) =>
    ({ hash: String(height), height, txids: [], size: 0, weight: 0, poolId: 0, header: { version: 1, previousBlockHash: "", merkleRoot: "", timestamp: time(height - firstHeight), bits: BITS, nonce: 0 } }) as BlockRecord;
  return { tipHeight, firstHeight, blockAt: (h: number) => (h >= firstHeight && h <= tipHeight ? block(h) : undefined) };
}

// The second block only 6 s after the first: one interval that short once made the first point ~100× the rest.
const time = (i: number) => (i === 0 ? START : START + 6 + (i - 1) * 600);

describe("networkHashrateHistory", () => {
  it("gives the first block of a chain that begins late no point of its own: every point is a day's estimate", () => {
    const chain = chainOf(1_047_925, 5 * 144, time);
    const points = networkHashrateHistory(chain, Number.NEGATIVE_INFINITY, START + 6 * DAY);
    expect(points.length).toBe(6);
    for (const point of points) {
      expect(point.timestamp % DAY).toBe(0);
      expect(point.avgHashrate).toBeGreaterThan(EXPECTED / 2);
      expect(point.avgHashrate).toBeLessThan(EXPECTED * 2);
    }
  });

  it("keeps genesis's point on a chain that begins at height 0, as upstream adds one when it indexes the whole chain", () => {
    const points = networkHashrateHistory(chainOf(0, 3 * 144, time), Number.NEGATIVE_INFINITY, START + 4 * DAY);
    expect(points[0]).toEqual({ timestamp: START, avgHashrate: (difficultyOf(BITS) * HASHES_PER_DIFFICULTY) / 6 });
    expect(points.slice(1).every((point) => point.timestamp % DAY === 0)).toBe(true);
  });
});

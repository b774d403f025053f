import { describe, expect, it } from "vitest";
import { buildBlockTemplates } from "../../../../durable-objects/devnet/template/block-template.ts";
import { MAX_CONSECUTIVE_FAILURES } from "../../../../durable-objects/devnet/template/template-limits.ts";
import { templateTx, txidEndingIn } from "./builders.ts";

/**
 * A 20,000 WU block keeps the numbers small: with 4,000 WU reserved and the cap at limit − 4,000,
 * a package fits while Σ weight + 4 · vsize' < 12,000, and the block counts as "near full" once
 * Σ weight > 8,000 (research §5.1).
 */
const SMALL_BLOCK = { blockWeightLimit: 20_000 } as const;

describe("ancestor-score selection (research §5.1)", () => {
  it("takes a parent in with the child that pays for it, both at the package rate", () => {
    const txs = [
      templateTx(1, { rate: 1 }), // parent: 100 sats over 100 vB
      templateTx(2, { rate: 19, parents: [1] }), // child: package (100 + 1,900) / 200 vB = 10
      templateTx(3, { rate: 9 }),
    ];
    const { blocks, blockRates, effectiveRateOf, clusters } = buildBlockTemplates(txs);
    expect(blocks).toEqual([[1, 2, 3]]);
    expect(Array.from(blockRates[0]!)).toEqual([10, 10, 9]);
    expect(effectiveRateOf(1)).toBe(10);
    expect(effectiveRateOf(99)).toBeUndefined();
    expect(clusters).toEqual([{ root: 2, members: [1, 2], rate: 10 }]);
  });

  it("ranks a transaction by the lower of its own and its package rate", () => {
    // The child's own 5 sat/vB, not its package's 7.5, ranks it below the 6 sat/vB stranger.
    const txs = [templateTx(1, { rate: 10 }), templateTx(2, { rate: 5, parents: [1] }), templateTx(3, { rate: 6 })];
    expect(buildBlockTemplates(txs).blocks).toEqual([[1, 3, 2]]);
  });

  it("caps a descendant's effective rate at the rate its ancestor was mined at", () => {
    // Parent P at 1 sat/vB; C1 (50) pulls it in at 25.5; C2 (30) follows alone, capped at 25.5.
    const txs = [
      templateTx(1, { rate: 1 }),
      templateTx(2, { rate: 50, parents: [1] }),
      templateTx(3, { rate: 30, parents: [1] }),
    ];
    const { blocks, effectiveRateOf } = buildBlockTemplates(txs);
    expect(blocks).toEqual([[1, 2, 3]]);
    expect([1, 2, 3].map(effectiveRateOf)).toEqual([25.5, 25.5, 25.5]);
  });

  it("orders a package parents first, by ancestor count, then order, then uid", () => {
    const txs = [
      templateTx(1, { rate: 1, order: 50 }),
      templateTx(2, { rate: 1, order: 40 }),
      templateTx(3, { rate: 1, parents: [1, 2], order: 1 }),
      templateTx(4, { rate: 100, parents: [3, 2] }),
    ];
    expect(buildBlockTemplates(txs).blocks).toEqual([[2, 1, 3, 4]]);
  });

  it.each([
    [
      "explicit orders",
      [templateTx(1, { order: 30 }), templateTx(2, { order: 10 }), templateTx(3, { order: 20 })],
      [2, 3, 1],
    ],
    [
      "orders from the last 4 txid bytes read little-endian",
      [templateTx(1, { txid: txidEndingIn("00000001") }), templateTx(2, { txid: txidEndingIn("01000000") })],
      [2, 1], // "01000000" → 1, "00000001" → 16,777,216
    ],
    ["the uid when orders are equal", [templateTx(5, { order: 7 }), templateTx(4, { order: 7 })], [4, 5]],
    ["order 0 without txid or order", [templateTx(9), templateTx(8, { order: 1 })], [9, 8]],
  ])("breaks equal scores by %s", (_, txs, expected) => {
    expect(buildBlockTemplates(txs).blocks).toEqual([expected]);
  });

  it("sizes a sigop-heavy transaction by sigops × 5", () => {
    // H: 400 WU but 500 sigops → vsize' 2,500, so 25,000 sats rank at 10 sat/vB (not 250) and
    // need 10,000 WU of room, which is gone once X (4,000 WU) is in.
    const txs = [templateTx(1, { fee: 25_000, weight: 400, sigops: 500 }), templateTx(2, { rate: 20, weight: 4_000 })];
    const { blocks, effectiveRateOf } = buildBlockTemplates(txs, { ...SMALL_BLOCK, blockCount: 2 });
    expect(blocks).toEqual([[2], [1]]);
    expect(effectiveRateOf(1)).toBe(10); // 25,000 / (weight' 10,000 / 4)
  });

  it("keeps the sigop budget: 400 reserved, a package fits while the total stays under 80,000", () => {
    const txs = [
      templateTx(1, { rate: 50, sigops: 79_599 }),
      templateTx(2, { rate: 40, sigops: 79_600 }),
      templateTx(3),
    ];
    const { blocks, overflow } = buildBlockTemplates(txs, { blockCount: 3 });
    expect(blocks).toEqual([[1, 3], [2]]);
    expect(overflow).toEqual([2]);
  });

  it("skips a package that does not fit and fills the block with a later, smaller one", () => {
    const txs = [
      templateTx(1, { rate: 50, weight: 6_000 }),
      templateTx(2, { rate: 40, weight: 8_000 }), // 6,000 + 8,000 ≥ 12,000: parked
      templateTx(3, { rate: 30, weight: 4_000 }), // 10,000 < 12,000: fits
    ];
    const { blocks, blockWeights } = buildBlockTemplates(txs, SMALL_BLOCK);
    expect(blocks).toEqual([[1, 3], [2]]);
    expect(blockWeights).toEqual([10_000, 8_000]);
  });

  it.each([
    [MAX_CONSECUTIVE_FAILURES, [1, 9]],
    [MAX_CONSECUTIVE_FAILURES + 1, [1]],
  ])("after %i misses in a row with the block near full, block 0 is %j", (misses, block0) => {
    const txs = [
      templateTx(1, { rate: 100, weight: 8_400 }), // near full: 8,400 > 8,000
      ...Array.from({ length: misses }, (_, k) => templateTx(100 + k, { rate: 50, weight: 4_000 })),
      templateTx(9, { rate: 1, weight: 400 }), // would still fit
    ];
    expect(buildBlockTemplates(txs, SMALL_BLOCK).blocks[0]).toEqual(block0);
  });

  it("puts everything left in the last block, even what no block could hold", () => {
    const txs = [
      templateTx(1, { rate: 9, weight: 6_000 }),
      templateTx(2, { rate: 8, weight: 6_000 }),
      templateTx(3, { rate: 7, weight: 6_000 }),
      templateTx(4, { rate: 6, weight: 50_000 }),
      templateTx(5, { rate: 5, weight: 6_000 }),
    ];
    const { blocks, blockWeights, overflow } = buildBlockTemplates(txs, { ...SMALL_BLOCK, blockCount: 2 });
    expect(blocks).toEqual([[1], [2, 3, 4, 5]]);
    expect(blockWeights).toEqual([6_000, 68_000]);
    expect(overflow).toEqual([4]);
  });

  it("builds the default 8 blocks, then stops", () => {
    const txs = Array.from({ length: 12 }, (_, k) => templateTx(k, { rate: 100 - k, weight: 8_000 }));
    const { blocks } = buildBlockTemplates(txs, SMALL_BLOCK);
    expect(blocks.map((block) => block.length)).toEqual([1, 1, 1, 1, 1, 1, 1, 5]);
    expect(blocks.flat()).toEqual(txs.map((tx) => tx.uid));
  });

  it("goes straight to the last block when nothing left fits a bounded one", () => {
    const txs = [templateTx(1, { rate: 9, weight: 6_000 }), templateTx(2, { rate: 5, weight: 12_000 })];
    expect(buildBlockTemplates(txs, SMALL_BLOCK).blocks).toEqual([[1], [2]]);
  });

  it("returns no blocks for an empty mempool", () => {
    expect(buildBlockTemplates([])).toMatchObject({ blocks: [], blockWeights: [], clusters: [], overflow: [] });
  });

  it("never lists a transaction before one of its parents, and lists each once", () => {
    // A chain of 30 whose fees rise along it, plus unrelated traffic, across several blocks.
    const chain = Array.from({ length: 30 }, (_, k) =>
      templateTx(k, { rate: 1 + k * 3, weight: 2_000, parents: k === 0 ? [] : [k - 1] }),
    );
    const others = Array.from({ length: 40 }, (_, k) => templateTx(100 + k, { rate: 2 + (k % 17), weight: 1_600 }));
    const { blocks } = buildBlockTemplates([...others, ...chain], SMALL_BLOCK);
    const placed = blocks.flat();
    const byUid = (a: number, b: number) => a - b;
    expect(placed.toSorted(byUid)).toEqual([...chain, ...others].map((tx) => tx.uid).toSorted(byUid));
    for (let k = 1; k < chain.length; k++) expect(placed.indexOf(k - 1)).toBeLessThan(placed.indexOf(k));
  });
});

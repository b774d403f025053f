import { describe, expect, it } from "vitest";
import { rankByAncestorScore } from "../../../../durable-objects/devnet/template/initial-ranking.ts";
import { buildMempoolGraph } from "../../../../durable-objects/devnet/template/mempool-graph.ts";
import { PackageState } from "../../../../durable-objects/devnet/template/package-state.ts";
import type { TemplateTx } from "../../../../durable-objects/devnet/template/template-tx.ts";
import { Random } from "../../../../durable-objects/devnet/sim/random.ts";
import { templateTx } from "./builders.ts";

function comparatorRanking(state: PackageState): number[] {
  return Array.from({ length: state.graph.size }, (_, i) => i).sort(state.compare);
}

/** Many exact ties (a handful of rates and orders), near ties (fees ± 1 sat on big sizes) and chains. */
function awkwardMempool(seed: string, size: number): TemplateTx[] {
  const random = Random.fromSeed(seed);
  return Array.from({ length: size }, (_, uid) => {
    const weight = random.pick([400, 404, 561, 4_000, 400_000]);
    const parents = uid > 0 && random.chance(0.1) ? [random.int(0, uid - 1)] : [];
    const fee = random.chance(0.5) ? random.pick([0, 100, 101, 1_000]) : random.int(0, 3) + random.pick([1e5, 1e6]);
    return templateTx(uid, { fee, weight, sigops: random.pick([0, 0, 0, 40]), parents, order: random.int(0, 5) });
  });
}

describe("rankByAncestorScore", () => {
  it.each([
    ["awkward-1", 2_000],
    ["awkward-2", 5_000],
    ["tiny", 3],
  ])("ranks exactly like the comparator sort (%s)", (seed, size) => {
    const state = new PackageState(buildMempoolGraph(awkwardMempool(seed, size)));
    expect(Array.from(rankByAncestorScore(state))).toEqual(comparatorRanking(state));
  });

  it("ranks rates that differ in the 9th significant digit apart", () => {
    // 1,000,000,001 and 1,000,000,000 sats over 1 MvB share their top 32 float bits.
    const txs = [
      templateTx(1, { fee: 1_000_000_000, weight: 4_000_000 }),
      templateTx(2, { fee: 1_000_000_001, weight: 4_000_000 }),
    ];
    const state = new PackageState(buildMempoolGraph(txs));
    expect(Array.from(rankByAncestorScore(state))).toEqual([1, 0]);
  });

  it("handles an empty mempool", () => {
    expect(rankByAncestorScore(new PackageState(buildMempoolGraph([])))).toHaveLength(0);
  });
});

import { describe, expect, it } from "vitest";
import { buildMempoolGraph } from "../../../../durable-objects/devnet/template/mempool-graph.ts";
import { templateTx } from "./builders.ts";

describe("buildMempoolGraph", () => {
  it("sums a diamond's ancestors as a set, counting the top once", () => {
    //   1
    //  / \
    // 2   3
    //  \ /
    //   4
    const graph = buildMempoolGraph([
      templateTx(4, { fee: 4_000, parents: [2, 3] }),
      templateTx(3, { fee: 300, parents: [1] }),
      templateTx(2, { fee: 200, parents: [1] }),
      templateTx(1, { fee: 100, weight: 401, sigops: 2 }),
    ]);
    expect(Array.from(graph.ancestorCounts)).toEqual([4, 2, 2, 1]);
    expect(Array.from(graph.ancestorFees)).toEqual([4_600, 400, 300, 100]);
    // vsize' of uid 1 is ⌈401 / 4⌉ = 101; weight' stays 401.
    expect(Array.from(graph.ancestorVsizes)).toEqual([401, 201, 201, 101]);
    expect(Array.from(graph.ancestorAdjustedWeights)).toEqual([1_601, 801, 801, 401]);
    expect(Array.from(graph.ancestorSigops)).toEqual([2, 2, 2, 2]);
  });

  it("links children to parents both ways", () => {
    const graph = buildMempoolGraph([
      templateTx(10),
      templateTx(11, { parents: [10] }),
      templateTx(12, { parents: [10] }),
    ]);
    expect(Array.from(graph.childList.subarray(graph.childStart[0], graph.childStart[1]))).toEqual([1, 2]);
    expect(Array.from(graph.parentList.subarray(graph.parentStart[2], graph.parentStart[3]))).toEqual([0]);
  });

  it("drops a repeated parent without shifting the next transaction's links", () => {
    const graph = buildMempoolGraph([
      templateTx(1),
      templateTx(2),
      templateTx(3, { parents: [1, 1, 1] }),
      templateTx(4, { parents: [2] }),
    ]);
    expect(Array.from(graph.parentStart)).toEqual([0, 0, 0, 1, 2]);
    expect(Array.from(graph.parentList)).toEqual([0, 1]);
  });

  it("indexes sparse uids too", () => {
    const graph = buildMempoolGraph([templateTx(4_000_000_000), templateTx(7, { parents: [4_000_000_000] })]);
    expect(graph.indexOfUid.get(4_000_000_000)).toBe(0);
    expect(graph.ancestorCounts[1]).toBe(2);
  });
});

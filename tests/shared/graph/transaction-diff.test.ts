import { describe, expect, it } from "vitest";
import type { GraphTransaction } from "../../../shared/graph/graph-transaction.ts";
import { diffTransactions, isEmptyDelta } from "../../../shared/graph/transaction-diff.ts";

const tx = (n: number, extra: Partial<GraphTransaction> = {}): GraphTransaction => ({
  txid: n.toString(16).padStart(64, "0"),
  fee: 1_000 * n,
  vsize: 141,
  value: 5_000,
  rate: 7,
  ...extra,
});
const shown = (...txs: GraphTransaction[]) => new Map(txs.map((t) => [t.txid, t]));

describe("diffTransactions", () => {
  it("lists arrivals, departures and transactions whose drawn fields changed", () => {
    const delta = diffTransactions(shown(tx(1), tx(2), tx(3)), [tx(2, { acc: true }), tx(3), tx(4)]);
    expect(delta.added).toEqual([tx(4)]);
    expect(delta.removed).toEqual([tx(1).txid]);
    expect(delta.changed).toEqual([tx(2, { acc: true })]);
  });

  it("notices a new rate, flags, audit status or context", () => {
    for (const change of [{ rate: 9 }, { flags: 4 }, { status: "found" as const }, { context: "projected" as const }]) {
      expect(diffTransactions(shown(tx(1)), [tx(1, change)]).changed).toHaveLength(1);
    }
  });

  it("treats acc false and absent alike, and counts a txid listed twice once", () => {
    const delta = diffTransactions(shown(tx(1)), [tx(1, { acc: false }), tx(5), tx(5, { rate: 99 })]);
    expect(delta.changed).toEqual([]);
    expect(delta.added).toEqual([tx(5)]);
    expect(isEmptyDelta(diffTransactions(shown(tx(1)), [tx(1)]))).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import type { RbfTree } from "../../../../shared/tx/rbf-tree.ts";
import { replacementsPage } from "../../../../durable-objects/devnet/views/rbf-replacements.ts";

/** Trees 0 (newest) to count − 1, every third one full-RBF. */
function historyOf(count: number) {
  const trees: RbfTree[] = Array.from({ length: count }, (_, i) => ({
    tx: { txid: `root-${i}`, fee: 1, vsize: 1, value: 1, rate: 1, time: 1_000 - i, rbf: true },
    time: 1_000 - i,
    fullRbf: i % 3 === 0,
    replaces: [],
  }));
  return { latest: (fullRbfOnly = false) => trees.filter((t) => !fullRbfOnly || t.fullRbf) };
}

const ids = (trees: readonly RbfTree[]) => trees.map((t) => t.tx.txid);
const range = (from: number, to: number, step = 1) => Array.from({ length: Math.ceil((to - from) / step) }, (_, i) => `root-${from + i * step}`);

describe("replacementsPage", () => {
  it.each([
    ["the first page", false, undefined, range(0, 25)],
    ["the page after the 25th tree", false, "root-24", range(25, 30)],
    ["the page after the last tree", false, "root-29", []],
    ["full-RBF trees only", true, undefined, range(0, 30, 3)],
    ["full-RBF trees after one of them", true, "root-9", range(12, 30, 3)],
    ["a cursor no tree has", false, "root-99", []],
    ["a cursor outside the full-RBF list", true, "root-1", []],
  ])("answers %s", (_, fullRbfOnly, after, expected) => {
    expect(ids(replacementsPage(historyOf(30), { fullRbfOnly, after }))).toEqual(expected);
  });
});

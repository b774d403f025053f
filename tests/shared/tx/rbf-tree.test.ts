import { describe, expect, it } from "vitest";
import { MAX_RBF_TREE_DEPTH, type RbfTree, rbfTimeline, readRbfInfo, readRbfTree } from "../../../shared/tx/rbf-tree.ts";
import { readFixture } from "./tx-fixtures.ts";

const REPLACED = "242f3fff9ca7d5aea7a7a57d886f3fa7329e24fac948598a991b3a3dd631cd29";
const REPLACEMENT = "b6a53d8a8025c0c5b194345925a99741b645cae0b1f180f0613273029f2bf698";
const rbfPage = readFixture<{ rbfLatest: unknown[] }>("cypress/rbf_page/rbf_02.json");

describe("readRbfInfo", () => {
  it("reads the replacement's answer: its tree and what it replaced", () => {
    const info = readRbfInfo(readFixture("cypress/details_rbf/tx02_api_rbf.json"))!;
    expect(info.replaces).toEqual([REPLACED]);
    expect(info.replacements?.tx).toEqual({ txid: REPLACEMENT, fee: 960, vsize: 224, value: 49_040, rate: 4.285714285714286, time: 1_743_541_726, rbf: true });
    expect(info.replacements?.replaces[0]).toEqual({
      tx: { txid: REPLACED, fee: 606, vsize: 233, value: 49_394, rate: 2.6008583690987126, time: 1_743_541_407, rbf: true },
      time: 1_743_541_407,
      interval: 319,
      fullRbf: false,
      replaces: [],
    });
  });

  it("reads the replaced transaction's answer: the same tree, replacing nothing", () => {
    const replaced = readRbfInfo(readFixture("cypress/details_rbf/tx01_api_rbf.json"))!;
    const replacing = readRbfInfo(readFixture("cypress/details_rbf/tx02_api_rbf.json"))!;
    expect(replaced.replaces).toBeNull();
    expect(replaced.replacements).toEqual(replacing.replacements);
  });

  it("reads a transaction outside every tree", () => {
    expect(readRbfInfo({ replacements: null, replaces: null })).toEqual({ replacements: null, replaces: null });
  });

  it.each([null, {}, { replacements: { tx: {} }, replaces: null }, "Not found"])("refuses %j", (bad) => {
    expect(readRbfInfo(bad)).toBeUndefined();
  });

  it("drops a malformed replaced version and bad txids, keeping the rest", () => {
    const tree = readFixture<{ replacements: { replaces: unknown[] } }>("cypress/details_rbf/tx02_api_rbf.json").replacements;
    const info = readRbfInfo({ replacements: { ...tree, replaces: [...tree.replaces, { tx: { txid: "bad" }, time: 1 }] }, replaces: [REPLACED, 7] })!;
    expect(info.replacements?.replaces).toHaveLength(1);
    expect(info.replaces).toEqual([REPLACED]);
  });

  it("cuts a tree deeper than it will follow", () => {
    let node: unknown = { tx: { txid: "cc".repeat(32), fee: 1, vsize: 1, value: 1, rate: 1, time: 1, rbf: true }, time: 1, fullRbf: false, replaces: [] };
    for (let i = 0; i < MAX_RBF_TREE_DEPTH + 20; i++) node = { ...(node as object), replaces: [node] };
    let depth = 0;
    for (let tree = readRbfTree(node); tree && tree.replaces.length > 0; tree = tree.replaces[0]) depth++;
    expect(depth).toBe(MAX_RBF_TREE_DEPTH);
  });
});

describe("rbfTimeline", () => {
  it("lists the versions oldest first, each with the one that replaced it", () => {
    const tree = readRbfInfo(readFixture("cypress/details_rbf/tx02_api_rbf.json"))!.replacements!;
    expect(rbfTimeline(tree).map(({ tx, replacedBy, interval, generation }) => ({ txid: tx.txid, replacedBy, interval, generation }))).toEqual([
      { txid: REPLACED, replacedBy: REPLACEMENT, interval: 319, generation: 1 },
      { txid: REPLACEMENT, replacedBy: null, interval: undefined, generation: 0 },
    ]);
  });

  it("marks the mined version and the full-RBF replacement", () => {
    const tree = readRbfTree(rbfPage.rbfLatest[1])!;
    const [replaced, latest] = rbfTimeline(tree);
    expect(latest).toMatchObject({ mined: true, fullRbf: true, replacedBy: null });
    expect(replaced).toMatchObject({ mined: false, fullRbf: false, replacedBy: tree.tx.txid, interval: 1_096 });
  });

  it("keeps every branch when one replacement evicted two transactions", () => {
    const leaf = (txid: string, time: number): RbfTree => ({
      tx: { txid, fee: 100, vsize: 100, value: 1_000, rate: 1, time, rbf: true },
      time,
      interval: 1_000 - time,
      fullRbf: false,
      replaces: [],
    });
    const tree: RbfTree = {
      tx: { txid: "dd".repeat(32), fee: 500, vsize: 150, value: 1_900, rate: 3.3, time: 1_000, rbf: true },
      time: 1_000,
      fullRbf: false,
      replaces: [leaf("ee".repeat(32), 900), leaf("ff".repeat(32), 400)],
    };
    expect(rbfTimeline(tree).map((entry) => [entry.tx.txid.slice(0, 2), entry.replacedBy?.slice(0, 2) ?? null])).toEqual([
      ["ff", "dd"],
      ["ee", "dd"],
      ["dd", null],
    ]);
  });
});

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { embeddedSnapshot, snapshotFromInitBundle } from "../../../client/live/init-snapshot.ts";
import { emptySnapshot, UNKNOWN_TIP } from "../../../client/live/live-state.ts";
import { KEEP_BLOCKS_AMOUNT, RECENT_TRANSACTIONS_KEPT } from "../../../shared/protocol/socket-limits.ts";
import { seedApiHarness } from "../../durable-objects/devnet/api/api-harness.ts";

type Bundle = Record<string, unknown> & { blocks: Record<string, unknown>[]; transactions: Record<string, unknown>[] };

/** A mainnet init bundle captured from the original backend (heights 837043–837050, oldest first). */
const captured = (): Bundle =>
  JSON.parse(readFileSync(new URL("../../fixtures/mempool/cypress/mainnet_mempoolInfo.json", import.meta.url), "utf8")) as Bundle;

describe("snapshotFromInitBundle", () => {
  it("reads every key of a captured mainnet bundle, blocks newest first and the tip at the highest", () => {
    const bundle = captured();
    const snapshot = snapshotFromInitBundle(bundle);
    expect(snapshot.tip).toBe(837050);
    expect(snapshot.blocks.map((b) => b.height)).toEqual([837050, 837049, 837048, 837047, 837046, 837045, 837044, 837043]);
    expect(snapshot.blocks[0]).toEqual(bundle.blocks.at(-1));
    expect(snapshot.mempoolBlocks).toEqual(bundle["mempool-blocks"]);
    expect(snapshot.fees).toEqual(bundle.fees);
    expect(snapshot.mempoolInfo).toEqual(bundle.mempoolInfo);
    expect(snapshot.vBytesPerSecond).toBe(2364);
    expect(snapshot.loadingIndicators).toEqual({});
    expect(snapshot.da).toEqual(bundle.da);
    expect(snapshot.backendInfo).toEqual(bundle.backendInfo);
    expect(snapshot.conversions).toEqual(bundle.conversions);
    expect(snapshot.transactions).toEqual(bundle.transactions);
  });

  it("reads the devnet's own bundle without losing a value", async () => {
    const api = seedApiHarness();
    const bundle = await api.json<Bundle>("/api/v1/init-data");
    const snapshot = snapshotFromInitBundle(bundle);
    expect(snapshot.tip).toBe(api.network.chain.tipHeight);
    expect(snapshot.blocks).toEqual([...bundle.blocks].reverse());
    expect(snapshot.mempoolBlocks).toEqual(bundle["mempool-blocks"]);
    expect(snapshot.fees).toEqual(bundle.fees);
    expect(snapshot.mempoolInfo).toEqual(bundle.mempoolInfo);
    expect(snapshot.vBytesPerSecond).toBe(bundle.vBytesPerSecond);
    expect(snapshot.da).toEqual(bundle.da);
    expect(snapshot.backendInfo).toEqual(bundle.backendInfo);
    expect(snapshot.conversions).toEqual(bundle.conversions);
    expect(snapshot.transactions).toEqual(bundle.transactions);
  });

  it.each([
    ["undefined", undefined],
    ["null", null],
    ["text", '{"blocks":[]}'],
    ["a number", 42],
    ["a list", [captured()]],
    ["an empty object", {}],
  ])("gives the empty snapshot for %s", (_, bundle) => {
    expect(snapshotFromInitBundle(bundle)).toEqual(emptySnapshot());
  });

  it("leaves only the keys of the wrong type empty", () => {
    const bundle = { ...captured(), fees: "8", da: [], mempoolInfo: { loaded: "yes" }, vBytesPerSecond: -1, backendInfo: { gitCommit: 7 } };
    const snapshot = snapshotFromInitBundle(bundle);
    expect(snapshot).toMatchObject({ fees: null, da: null, mempoolInfo: null, vBytesPerSecond: null, backendInfo: null });
    expect(snapshot.blocks).toHaveLength(8);
    expect(snapshot.mempoolBlocks).toHaveLength(8);
    expect(snapshot.conversions).not.toBeNull();
  });

  it("drops bad blocks, keeps one per height, and has no tip without a good one", () => {
    const bundle = captured();
    const [first, second] = bundle.blocks;
    const blocks = [first, { ...second, height: "837044" }, { ...first, extras: { ...(first!.extras as object), pool: null } }, null, "block", { ...first, tx_count: 3192 }];
    const snapshot = snapshotFromInitBundle({ ...bundle, blocks });
    expect(snapshot.blocks).toHaveLength(1);
    expect(snapshot.blocks[0]).toMatchObject({ height: 837043, tx_count: 3192 });
    expect(snapshot.tip).toBe(837043);
    expect(snapshotFromInitBundle({ ...bundle, blocks: [null, { height: 5 }] })).toMatchObject({ tip: UNKNOWN_TIP, blocks: [] });
  });

  it("keeps a block without a pool, as the original backend sends them on Liquid", () => {
    const template = captured().blocks[0]!;
    const { pool: _pool, ...extras } = template.extras as Record<string, unknown>;
    expect(snapshotFromInitBundle({ blocks: [{ ...template, extras }] }).blocks).toHaveLength(1);
  });

  it("keeps at most KEEP_BLOCKS_AMOUNT blocks, the newest, whatever order they come in", () => {
    const template = captured().blocks[0]!;
    const heights = [10, 3, 12, 7, 11, 4, 9, 5, 8, 6];
    const snapshot = snapshotFromInitBundle({ blocks: heights.map((height) => ({ ...template, height })) });
    expect(snapshot.blocks.map((b) => b.height)).toEqual([12, 11, 10, 9, 8, 7, 6, 5].slice(0, KEEP_BLOCKS_AMOUNT));
    expect(snapshot.tip).toBe(12);
  });

  it("stops the projected blocks at the first bad one, since a block's index is its position", () => {
    const bundle = captured();
    const mempoolBlocks = bundle["mempool-blocks"] as unknown[];
    const snapshot = snapshotFromInitBundle({ ...bundle, "mempool-blocks": [mempoolBlocks[0], { ...(mempoolBlocks[1] as object), nTx: null }, mempoolBlocks[2]] });
    expect(snapshot.mempoolBlocks).toEqual([mempoolBlocks[0]]);
  });

  it("keeps the first RECENT_TRANSACTIONS_KEPT good transactions, in the order sent", () => {
    const bundle = captured();
    const txs = bundle.transactions;
    const snapshot = snapshotFromInitBundle({ ...bundle, transactions: [{ ...txs[0], txid: "nope" }, ...txs, ...txs.map((tx) => ({ ...tx, fee: (tx.fee as number) + 1 }))] });
    expect(snapshot.transactions).toEqual(txs.slice(0, RECENT_TRANSACTIONS_KEPT));
  });

  it("keeps only numeric prices and indicators, and no prototype keys", () => {
    const bundle = JSON.parse('{"conversions":{"time":1,"USD":69880,"EUR":"64823","__proto__":{"x":1}},"loadingIndicators":{"mempool":42,"blocks":"x","__proto__":5}}') as unknown;
    const snapshot = snapshotFromInitBundle(bundle);
    expect(snapshot.conversions).toEqual({ time: 1, USD: 69880 });
    expect(snapshot.loadingIndicators).toEqual({ mempool: 42 });
    expect(Object.getPrototypeOf(snapshot.conversions)).toBe(Object.prototype);
  });

  it("never throws on junk in any key", () => {
    const junk = [null, 1, "x", [], {}, [[]], [{}], { extras: {} }, Number.NaN];
    for (const value of junk) {
      const bundle = Object.fromEntries(["blocks", "mempool-blocks", "fees", "mempoolInfo", "vBytesPerSecond", "loadingIndicators", "da", "backendInfo", "conversions", "transactions"].map((k) => [k, value]));
      expect(() => snapshotFromInitBundle(bundle)).not.toThrow();
    }
  });
});

describe("embeddedSnapshot", () => {
  it("reads a bundle once for every part of the document that asks, and anything else as snapshotFromInitBundle does", () => {
    const bundle = captured();
    expect(embeddedSnapshot(bundle)).toBe(embeddedSnapshot(bundle));
    expect(embeddedSnapshot(bundle)).toEqual(snapshotFromInitBundle(bundle));
    expect(embeddedSnapshot("not a bundle")).toEqual(emptySnapshot());
  });
});

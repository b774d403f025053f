import { describe, expect, it } from "vitest";
import { applyFrame } from "../../../client/live/apply-frame.ts";
import { snapshotFromInitBundle } from "../../../client/live/init-snapshot.ts";
import { isMempoolLoading, UNKNOWN_TIP } from "../../../client/live/live-state.ts";
import { setTrackedAddress, setTrackedMempoolBlock, setTrackedTx, TRACKED_ADDRESS_UPDATES_KEPT } from "../../../client/live/tracking-state.ts";
import { KEEP_BLOCKS_AMOUNT, RECENT_TRANSACTIONS_KEPT } from "../../../shared/protocol/socket-limits.ts";
import { block, blocksDown, capturedBundle, esploraTx, liveState, tuple, txid } from "./live-builders.ts";

const heights = (state: { blocks: readonly { height: number }[] }) => state.blocks.map((b) => b.height);

describe("applyFrame: blocks and the tip (spec §4.3)", () => {
  it("replaces the list with `blocks`, newest first, and raises the tip to its highest", () => {
    const state = liveState();
    expect(applyFrame(state, { blocks: [block(10), block(11), block(12)] })).toEqual([]);
    expect(heights(state)).toEqual([12, 11, 10]);
    expect(state.tip).toBe(12);
  });

  it("takes the tip of a lower list (a reorganisation to a shorter chain), and the next block on top of it", () => {
    const state = liveState({ tip: 20, blocks: blocksDown(20, 8) });
    applyFrame(state, { blocks: [block(18), block(19)] });
    expect(heights(state)).toEqual([19, 18]);
    expect(state.tip).toBe(19);
    const next = block(20);
    expect(applyFrame(state, { block: next })).toEqual([{ kind: "block-confirmed", block: next, txConfirmed: null }]);
    expect(heights(state)).toEqual([20, 19, 18]);
  });

  it("keeps the tip when a list has no block it can read", () => {
    const state = liveState({ tip: 20, blocks: blocksDown(20, 8) });
    applyFrame(state, { blocks: [] });
    expect(state.tip).toBe(20);
  });

  it("adds a block at exactly tip+1, keeps KEEP_BLOCKS_AMOUNT, and notifies the confirmation", () => {
    const state = liveState({ tip: 100, blocks: blocksDown(100, 8) });
    const next = block(101);
    expect(applyFrame(state, { block: next })).toEqual([{ kind: "block-confirmed", block: next, txConfirmed: null }]);
    expect(state.tip).toBe(101);
    expect(heights(state)).toEqual([101, 100, 99, 98, 97, 96, 95, 94]);
    expect(state.blocks).toHaveLength(KEEP_BLOCKS_AMOUNT);
  });

  it("asks for the list again when a block is further ahead, changing nothing", () => {
    const state = liveState({ tip: 100, blocks: blocksDown(100, 8) });
    expect(applyFrame(state, { block: block(102) })).toEqual([{ kind: "refresh-blocks" }]);
    expect(state.tip).toBe(100);
    expect(heights(state)[0]).toBe(100);
  });

  it.each([[100], [99], [50]])("ignores a block at height %i, not above the tip", (height) => {
    const state = liveState({ tip: 100, blocks: blocksDown(100, 8) });
    expect(applyFrame(state, { block: { ...block(height), tx_count: 1 } })).toEqual([]);
    expect(state.blocks[0]!.tx_count).not.toBe(1);
    expect(state.tip).toBe(100);
  });

  it("with the tip unknown, asks for the list on any block but genesis", () => {
    const state = liveState();
    expect(state.tip).toBe(UNKNOWN_TIP);
    expect(applyFrame(state, { block: block(5) })).toEqual([{ kind: "refresh-blocks" }]);
    expect(applyFrame(state, { block: block(0) })).toMatchObject([{ kind: "block-confirmed" }]);
    expect(state.tip).toBe(0);
  });

  it("reports a malformed block and keeps the state", () => {
    const state = liveState({ tip: 100, blocks: blocksDown(100, 8) });
    expect(applyFrame(state, { block: { ...block(101), height: "101" } })).toEqual([{ kind: "ignored", key: "block", reason: "malformed value" }]);
    expect(applyFrame(state, { blocks: "nope" })).toEqual([{ kind: "ignored", key: "blocks", reason: "malformed value" }]);
    expect(state.tip).toBe(100);
    expect(state.blocks).toHaveLength(8);
  });
});

describe("applyFrame: broadcast values", () => {
  const bundle = capturedBundle();

  it("applies a whole init bundle as one frame, like snapshotFromInitBundle", () => {
    const state = liveState();
    applyFrame(state, bundle);
    const { network: _n, connection: _c, tracking: _t, firstGitCommit, reloadDue: _r, ...snapshot } = state;
    expect(snapshot).toEqual(snapshotFromInitBundle(bundle));
    expect(firstGitCommit).toBe("abbc8a134");
  });

  const frameValue = (key: string): unknown => (key === "loadingIndicators" ? { mempool: 42 } : bundle[key]);

  it.each([
    ["mempool-blocks", "mempoolBlocks", { blockSize: 1 }],
    ["fees", "fees", { fastestFee: "8" }],
    ["mempoolInfo", "mempoolInfo", []],
    ["vBytesPerSecond", "vBytesPerSecond", "2364"],
    ["da", "da", { progressPercent: 1 }],
    ["conversions", "conversions", 69_880],
    ["transactions", "transactions", {}],
    ["loadingIndicators", "loadingIndicators", null],
  ] as const)("replaces %s, and keeps the last good value when one cannot be read", (key, field, junk) => {
    const state = liveState();
    applyFrame(state, { [key]: frameValue(key) });
    const good = state[field];
    expect(good).not.toEqual(liveState()[field]);
    expect(applyFrame(state, { [key]: junk })).toEqual([{ kind: "ignored", key, reason: "malformed value" }]);
    expect(state[field]).toEqual(good);
  });

  it("keeps the first RECENT_TRANSACTIONS_KEPT transactions", () => {
    const state = liveState();
    const txs = Array.from({ length: 9 }, (_, i) => ({ txid: txid(i), fee: 1, vsize: 1, value: 1 }));
    applyFrame(state, { transactions: txs });
    expect(state.transactions.map((tx) => tx.txid)).toEqual(txs.slice(0, RECENT_TRANSACTIONS_KEPT).map((tx) => tx.txid));
  });

  it("counts the mempool as loading while its indicator is below 100", () => {
    const state = liveState();
    applyFrame(state, { loadingIndicators: { mempool: 42 } });
    expect(isMempoolLoading(state.loadingIndicators)).toBe(true);
    applyFrame(state, { loadingIndicators: { mempool: 100 } });
    expect(isMempoolLoading(state.loadingIndicators)).toBe(false);
    applyFrame(state, { loadingIndicators: {} });
    expect(isMempoolLoading(state.loadingIndicators)).toBe(false);
  });

  it("skips keys it does not use, and refuses a frame that is not an object", () => {
    const state = liveState();
    expect(applyFrame(state, { pong: true, "live-2h-chart": {}, rbfLatest: [] })).toEqual([]);
    expect(applyFrame(state, [1, 2])).toEqual([{ kind: "ignored", key: "(frame)", reason: "not a JSON object" }]);
    expect(applyFrame(state, null)).toMatchObject([{ kind: "ignored" }]);
    expect(state).toEqual(liveState());
  });

  it("applies the good keys of a frame whose other keys are junk", () => {
    const state = liveState({ tip: 100, blocks: blocksDown(100, 8) });
    const effects = applyFrame(state, { block: block(101), fees: "junk", vBytesPerSecond: 1_500 });
    expect(effects.map((e) => e.kind)).toEqual(["block-confirmed", "ignored"]);
    expect(state.tip).toBe(101);
    expect(state.vBytesPerSecond).toBe(1_500);
  });
});

describe("applyFrame: a new backend release (spec §4.3)", () => {
  it("remembers the first commit, and asks for one reload when another appears", () => {
    const state = liveState();
    expect(applyFrame(state, { backendInfo: { gitCommit: "aaa" } })).toEqual([]);
    expect(state.firstGitCommit).toBe("aaa");
    expect(applyFrame(state, { backendInfo: { gitCommit: "aaa", hostname: "h" } })).toEqual([]);
    expect(applyFrame(state, { backendInfo: { gitCommit: "bbb" } })).toEqual([{ kind: "reload" }]);
    expect(state.backendInfo?.gitCommit).toBe("bbb");
    expect(applyFrame(state, { backendInfo: { gitCommit: "ccc" } })).toEqual([]);
  });

  it("counts the embedded snapshot's commit as the first, and reads the legacy git-commit key", () => {
    const state = liveState({ backendInfo: { gitCommit: "aaa" } });
    expect(applyFrame(state, { "git-commit": "aaa" })).toEqual([]);
    expect(applyFrame(state, { "git-commit": "bbb" })).toEqual([{ kind: "reload" }]);
    expect(applyFrame(state, { "git-commit": 7 })).toMatchObject([{ kind: "ignored", key: "git-commit" }]);
  });
});

describe("applyFrame: the tracked transaction", () => {
  const tracked = txid(1);

  it("stores its position, and no other transaction's", () => {
    const state = liveState();
    applyFrame(state, { txPosition: { txid: tracked, position: { block: 0, vsize: 10 } } });
    expect(state.tracking.txPosition).toBeNull();
    setTrackedTx(state.tracking, tracked);
    applyFrame(state, { txPosition: { txid: tracked, position: { block: 1, vsize: 5_200.5, accelerated: true } } });
    expect(state.tracking.txPosition).toEqual({ block: 1, vsize: 5_200.5, accelerated: true });
    expect(applyFrame(state, { txPosition: { txid: txid(2), position: { block: 3, vsize: 1 } } })).toEqual([]);
    expect(applyFrame(state, { txPosition: { txid: tracked, position: { block: -1, vsize: 1 } } })).toMatchObject([{ kind: "ignored", key: "txPosition" }]);
    expect(state.tracking.txPosition?.block).toBe(1);
  });

  it("stops tracking when it confirms, and names it in the block's notification", () => {
    const state = liveState({ tip: 100, blocks: blocksDown(100, 8) });
    setTrackedTx(state.tracking, tracked);
    state.tracking.txPosition = { block: 0, vsize: 1 };
    const next = block(101);
    expect(applyFrame(state, { block: next, txConfirmed: tracked })).toEqual([{ kind: "block-confirmed", block: next, txConfirmed: tracked }]);
    expect(state.tracking).toMatchObject({ txid: null, txConfirmed: tracked, txPosition: null });
  });

  it("ignores the confirmation of a transaction it no longer tracks", () => {
    const state = liveState({ tip: 100 });
    setTrackedTx(state.tracking, tracked);
    expect(applyFrame(state, { block: block(101), txConfirmed: txid(9) })).toMatchObject([{ txConfirmed: null }]);
    expect(state.tracking.txid).toBe(tracked);
  });

  it.each(["txReplaced", "rbfTransaction"])("stores the replacing transaction from %s", (key) => {
    const state = liveState();
    setTrackedTx(state.tracking, tracked);
    applyFrame(state, { [key]: { txid: txid(7) } });
    expect(state.tracking.txReplacedBy).toBe(txid(7));
    expect(applyFrame(state, { [key]: { txid: "x" } })).toMatchObject([{ kind: "ignored", key }]);
  });
});

describe("applyFrame: projected block transactions (research §1.6)", () => {
  const tracked = () => {
    const state = liveState();
    setTrackedMempoolBlock(state.tracking, 2);
    return state;
  };
  const ids = (state: ReturnType<typeof liveState>) => state.tracking.mempoolBlockTransactions.map((tx) => tx.txid);

  it("stores a full list and its sequence, unpacking the tuples", () => {
    const state = tracked();
    applyFrame(state, { "projected-block-transactions": { index: 2, sequence: 7, blockTransactions: [tuple(1), tuple(2, 12, true)] } });
    expect(state.tracking.mempoolBlockSequence).toBe(7);
    expect(state.tracking.mempoolBlockTransactions).toEqual([
      { txid: txid(1), fee: 1_001, vsize: 100, value: 50_000, rate: 10, flags: 1_028, time: 1_732_000_000 },
      { txid: txid(2), fee: 1_002, vsize: 100, value: 50_000, rate: 12, flags: 1_028, time: 1_732_000_000, acc: true },
    ]);
  });

  it("applies a delta with the next sequence: removed go, changed update, added join", () => {
    const state = tracked();
    applyFrame(state, { "projected-block-transactions": { index: 2, sequence: 7, blockTransactions: [tuple(1), tuple(2, 12, true), tuple(3)] } });
    const delta = { added: [tuple(4)], removed: [txid(1)], changed: [[txid(2), 15, 4_096, 0]] };
    expect(applyFrame(state, { "projected-block-transactions": { index: 2, sequence: 8, delta } })).toEqual([]);
    expect(ids(state)).toEqual([txid(2), txid(3), txid(4)]);
    expect(state.tracking.mempoolBlockTransactions[0]).toEqual({ txid: txid(2), fee: 1_002, vsize: 100, value: 50_000, rate: 15, flags: 4_096, time: 1_732_000_000 });
    expect(state.tracking.mempoolBlockSequence).toBe(8);
  });

  it.each([[9], [7], [100]])("drops a delta numbered %i after 7, resets the list and asks for a resync", (sequence) => {
    const state = tracked();
    applyFrame(state, { "projected-block-transactions": { index: 2, sequence: 7, blockTransactions: [tuple(1)] } });
    const effects = applyFrame(state, { "projected-block-transactions": { index: 2, sequence, delta: { added: [tuple(5)], removed: [], changed: [] } } });
    expect(effects).toEqual([{ kind: "resync-mempool-block", index: 2 }]);
    expect(state.tracking.mempoolBlockTransactions).toEqual([]);
    expect(state.tracking.mempoolBlockSequence).toBeNull();
  });

  it("applies a delta when no sequence is stored yet", () => {
    const state = tracked();
    applyFrame(state, { "projected-block-transactions": { index: 2, sequence: 40, delta: { added: [tuple(5)], removed: [], changed: [] } } });
    expect(ids(state)).toEqual([txid(5)]);
    expect(state.tracking.mempoolBlockSequence).toBe(40);
  });

  it("ignores another block's messages, and refuses a malformed one whole", () => {
    const state = tracked();
    expect(applyFrame(state, { "projected-block-transactions": { index: 3, sequence: 1, blockTransactions: [tuple(1)] } })).toEqual([]);
    expect(ids(state)).toEqual([]);
    const halfBad = { index: 2, sequence: 1, blockTransactions: [tuple(1), ["x", 1, 2, 3, 4, 5, 6]] };
    expect(applyFrame(state, { "projected-block-transactions": halfBad })).toMatchObject([{ kind: "ignored", key: "projected-block-transactions" }]);
    expect(ids(state)).toEqual([]);
  });
});

describe("applyFrame: the tracked address", () => {
  const tracked = () => {
    const state = liveState();
    setTrackedAddress(state.tracking, "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq");
    return state;
  };

  it("moves a transaction from the mempool to confirmed, and lists dropped ones", () => {
    const state = tracked();
    applyFrame(state, { "address-transactions": [esploraTx(1), esploraTx(2)] });
    expect(state.tracking.addressUpdates.mempool.map((tx) => tx.txid)).toEqual([txid(2), txid(1)]);
    applyFrame(state, { "block-transactions": [esploraTx(1, true)] });
    applyFrame(state, { "address-removed-transactions": [esploraTx(2)] });
    expect(state.tracking.addressUpdates).toEqual({ mempool: [], confirmed: [esploraTx(1, true)], removed: [txid(2)] });
  });

  it("keeps at most TRACKED_ADDRESS_UPDATES_KEPT of each, newest first", () => {
    const state = tracked();
    applyFrame(state, { "address-transactions": Array.from({ length: TRACKED_ADDRESS_UPDATES_KEPT + 5 }, (_, i) => esploraTx(i)) });
    expect(state.tracking.addressUpdates.mempool).toHaveLength(TRACKED_ADDRESS_UPDATES_KEPT);
    expect(state.tracking.addressUpdates.mempool[0]!.txid).toBe(txid(TRACKED_ADDRESS_UPDATES_KEPT + 4));
  });

  it("keeps the good transactions of a list with bad ones, and reports them", () => {
    const state = tracked();
    const effects = applyFrame(state, { "address-transactions": [esploraTx(1), { txid: "bad" }] });
    expect(effects).toEqual([{ kind: "ignored", key: "address-transactions", reason: "1 malformed transaction(s)" }]);
    expect(state.tracking.addressUpdates.mempool).toEqual([esploraTx(1)]);
  });

  it("ignores address keys when no address is tracked", () => {
    const state = liveState();
    expect(applyFrame(state, { "address-transactions": [esploraTx(1)] })).toEqual([]);
    expect(state.tracking.addressUpdates.mempool).toEqual([]);
  });
});

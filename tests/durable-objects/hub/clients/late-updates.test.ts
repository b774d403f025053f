import { describe, expect, it } from "vitest";
import { BatchValues, type BlockStamp } from "../../../../durable-objects/hub/clients/batch-values.ts";
import { BLOCK_PAGE_SIZE, BlockCatchUp, type LateConfirmations, type TrackedKeys } from "../../../../durable-objects/hub/clients/block-catch-up.ts";
import { clientUpdate } from "../../../../durable-objects/hub/clients/client-update.ts";
import { HubMirror } from "../../../../durable-objects/hub/hub-mirror.ts";
import { UpstreamLookups } from "../../../../durable-objects/hub/upstream/upstream-lookups.ts";
import type { UpstreamTarget } from "../../../../durable-objects/hub/upstream/upstream-target.ts";
import { serialized } from "../../../../shared/protocol/server-frame.ts";
import { EMPTY_SOCKET_STATE, type SocketState } from "../../../../shared/protocol/socket-state.ts";
import { readWireTransaction, type WireTransaction } from "../../../../shared/protocol/wire-transaction.ts";
import { fullMessage, readFixture, tuple, txidOf } from "../hub-fixtures.ts";

type Frame = Record<string, unknown>;
type Tx = { txid: string; vout: { scriptpubkey: string }[] };
const random = readFixture<Tx[]>("backend-test-data/transactions-random.json");
const stamp: BlockStamp = { height: 900_000, hash: "00".repeat(32), time: 1_763_700_000 };
const blockValue = serialized({ id: stamp.hash, height: stamp.height, timestamp: stamp.time });
const parse = (frame: string | null) => (frame === null ? null : (JSON.parse(frame) as Frame));

/** The upstream's REST answers, as JSON by path; every path asked is recorded. */
function upstreamAnswering(answers: Record<string, unknown>): { target: UpstreamTarget; asked: string[] } {
  const asked: string[] = [];
  const target: UpstreamTarget = {
    description: "a fake upstream",
    openSocket: () => Promise.reject(new Error("no sockets here")),
    get: (path) => {
      asked.push(path);
      const answer = answers[path];
      return Promise.resolve(answer === undefined ? new Response("not found", { status: 404 }) : Response.json(answer));
    },
  };
  return { target, asked };
}

/** Runs one catch-up and returns what it found. */
async function catchUp(target: UpstreamTarget, tracked: TrackedKeys, seen: Set<string>, announced = new Set<string>()): Promise<LateConfirmations | undefined> {
  let found: LateConfirmations | undefined;
  const runner = new BlockCatchUp(new UpstreamLookups(target), () => tracked, (late) => (found = late));
  await runner.start({ block: stamp, blockValue, announced, seen });
  return found;
}

describe("BlockCatchUp", () => {
  const block = random.slice(0, 5);
  const txids = block.map((tx) => tx.txid);
  const script = block[3]!.vout[0]!.scriptpubkey;

  it("finds tracked txids and tracked scripts' transactions the block's update did not announce, one by one when few", async () => {
    const answers: Record<string, unknown> = { [`/api/block/${stamp.hash}/txids`]: txids };
    for (const tx of block) answers[`/api/tx/${tx.txid}`] = tx;
    const { target, asked } = upstreamAnswering(answers);
    const seen = new Set(txids.filter((txid) => txid !== txids[3]));
    const late = await catchUp(target, { txids: new Set([txids[1]!, txids[2]!]), scripts: new Set([script]) }, seen, new Set([txids[1]!]));
    expect(late?.mined).toEqual(new Set([txids[2]]));
    expect(late?.transactions.map((tx) => tx.txid)).toEqual([txids[3]]);
    expect(asked).toEqual([`/api/block/${stamp.hash}/txids`, `/api/tx/${txids[3]}`]);
  });

  it("reads every page of the block when most of it is unseen, and asks nothing while nothing is tracked", async () => {
    const many = Array.from({ length: BLOCK_PAGE_SIZE + 3 }, (_, i) => ({ ...block[i % block.length]!, txid: txidOf(i + 1) }));
    const answers: Record<string, unknown> = {
      [`/api/block/${stamp.hash}/txids`]: many.map((tx) => tx.txid),
      [`/api/block/${stamp.hash}/txs/0`]: many.slice(0, BLOCK_PAGE_SIZE),
      [`/api/block/${stamp.hash}/txs/${BLOCK_PAGE_SIZE}`]: many.slice(BLOCK_PAGE_SIZE),
    };
    const { target, asked } = upstreamAnswering(answers);
    const late = await catchUp(target, { txids: new Set(), scripts: new Set([script]) }, new Set());
    expect(asked).toHaveLength(3);
    expect(late?.transactions.map((tx) => tx.txid)).toEqual(many.filter((tx) => tx.vout.some((out) => out.scriptpubkey === script)).map((tx) => tx.txid));
    const idle = upstreamAnswering(answers);
    expect(await catchUp(idle.target, { txids: new Set(), scripts: new Set() }, new Set())).toBeUndefined();
    expect(idle.asked).toEqual([]);
  });
});

describe("updates the hub makes of its own findings", () => {
  function mirror(): HubMirror {
    const hub = new HubMirror("mainnet");
    hub.projected.apply(0, fullMessage(0, 5, [tuple(1, 9, 200), tuple(2, 5, 100)]));
    hub.feed.advance(hub.projected, { isBlock: false });
    return hub;
  }

  it("sends a late confirmation with its block, confirmed in tracked-txs, and the block's transactions to address subscribers", () => {
    const paying = readWireTransaction(random[0])!;
    const script = paying.vout[0]!.scriptpubkey;
    const late: LateConfirmations = { block: stamp, blockValue, mined: new Set([txidOf(7)]), transactions: [paying] };
    const values = new BatchValues(mirror(), { broadcast: new Map(), projected: new Map(), rbfChanged: false, trackedScripts: new Set([script]), late });
    const tracking: SocketState = { ...EMPTY_SOCKET_STATE, want: ["blocks"], trackTx: { txid: txidOf(7), awaitingMempool: false } };
    expect(parse(clientUpdate(tracking, undefined, values).frame)).toEqual({ block: JSON.parse(blockValue), txConfirmed: txidOf(7) });
    // A client tracking a waiting transaction hears nothing of it: no mempool changed.
    expect(clientUpdate({ ...EMPTY_SOCKET_STATE, want: ["blocks"], trackTx: { txid: txidOf(1), awaitingMempool: false } }, undefined, values).frame).toBeNull();
    expect(parse(clientUpdate({ ...EMPTY_SOCKET_STATE, trackTxs: [txidOf(7), txidOf(1)] }, undefined, values).frame)).toEqual({ "tracked-txs": { [txidOf(7)]: { confirmed: true } } });
    const confirmed: WireTransaction["raw"] = { ...paying.raw, status: { confirmed: true, block_height: stamp.height, block_hash: stamp.hash, block_time: stamp.time } };
    expect(parse(clientUpdate({ ...EMPTY_SOCKET_STATE, trackAddress: { key: "a", script } }, undefined, values).frame)).toEqual({ "block-transactions": [confirmed] });
  });

  it("sends refreshed CPFP data to the clients tracking that transaction that lack it, with its position", () => {
    const hub = mirror();
    const info = { ancestors: [], bestDescendant: null, descendants: [], effectiveFeePerVsize: 9, sigops: 1, fee: 1_800, adjustedVsize: 200 };
    hub.cpfp.store(txidOf(1), info);
    const refreshed = new BatchValues(hub, { broadcast: new Map(), projected: new Map(), rbfChanged: false, trackedScripts: new Set(), cpfpRefreshed: new Set([txidOf(1)]) });
    const tracker: SocketState = { ...EMPTY_SOCKET_STATE, trackTx: { txid: txidOf(1), awaitingMempool: false } };
    const update = clientUpdate(tracker, undefined, refreshed);
    expect(parse(update.frame)).toEqual({ txPosition: { txid: txidOf(1), position: { block: 0, vsize: 100 }, cpfp: info } });
    expect(update.state.cpfpSeen).toEqual([hub.cpfp.entry(txidOf(1))!.fingerprint]);
    // Sent once: the socket holds it now.
    expect(clientUpdate(update.state, undefined, refreshed).frame).toBeNull();
    expect(parse(clientUpdate({ ...EMPTY_SOCKET_STATE, trackTxs: [txidOf(1), txidOf(2)] }, undefined, refreshed).frame)).toEqual({
      "tracked-txs": { [txidOf(1)]: { position: { block: 0, vsize: 100 }, cpfp: info } },
    });
    // Not on a block's update (bare positions there), and not to a client tracking something else.
    const block = new BatchValues(hub, { broadcast: new Map([["block", blockValue]]), projected: new Map(), block: stamp, rbfChanged: false, trackedScripts: new Set(), cpfpRefreshed: new Set([txidOf(1)]) });
    expect(parse(clientUpdate(tracker, undefined, block).frame)).toEqual({ txPosition: { txid: txidOf(1), position: { block: 0, vsize: 100 } } });
    expect(clientUpdate({ ...EMPTY_SOCKET_STATE, trackTx: { txid: txidOf(2), awaitingMempool: false } }, undefined, refreshed).frame).toBeNull();
  });
});

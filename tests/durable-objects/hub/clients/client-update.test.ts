import { describe, expect, it } from "vitest";
import { BatchValues, type BlockStamp } from "../../../../durable-objects/hub/clients/batch-values.ts";
import { clientUpdate, sharedFrameKey } from "../../../../durable-objects/hub/clients/client-update.ts";
import type { IndexMessage } from "../../../../durable-objects/hub/clients/projected-feed.ts";
import { HubMirror } from "../../../../durable-objects/hub/hub-mirror.ts";
import { readMempoolEvents } from "../../../../durable-objects/hub/mirror/mempool-events.ts";
import { serialized, type Serialized } from "../../../../shared/protocol/server-frame.ts";
import { EMPTY_SOCKET_STATE, type SocketState } from "../../../../shared/protocol/socket-state.ts";
import { deltaMessage, fullMessage, readFixture, tuple, txidOf } from "../hub-fixtures.ts";

type Frame = Record<string, unknown>;
type Tx = { txid: string; vin: { txid: string; vout: number; prevout: { scriptpubkey: string } | null }[]; vout: { scriptpubkey: string }[] };
const bundle = readFixture<Frame>("cypress/mainnet_mempoolInfo.json");
const tip = readFixture<{ block: { id: string; height: number; timestamp: number } }>("cypress/details_rbf/tx02_ws_block.json").block;
const random = readFixture<Tx[]>("backend-test-data/transactions-random.json");
const rbfs = readFixture<Tx[]>("backend-test-data/transactions-rbfs.json");
const replacedTxs = readFixture<Tx[]>("backend-test-data/transactions-replaced.json");
const stamp: BlockStamp = { height: tip.height, hash: tip.id, time: tip.timestamp };

function mirror(): HubMirror {
  const hub = new HubMirror("mainnet");
  hub.cache.applyInit(bundle);
  hub.projected.apply(0, fullMessage(0, 50, [tuple(1, 9, 200), tuple(2, 5, 100)]));
  hub.feed.advance(hub.projected, { isBlock: false });
  return hub;
}

const parse = (frame: string | null) => (frame === null ? null : (JSON.parse(frame) as Frame));
const broadcastOf = (entries: Record<string, unknown>) => new Map(Object.entries(entries).map(([key, value]) => [key, serialized(value)] as [string, Serialized]));

describe("clientUpdate", () => {
  it("sends each client what it wants of the update, and nothing to a client that wants nothing of it", () => {
    const values = new BatchValues(mirror(), {
      broadcast: broadcastOf({ block: tip, fees: bundle.fees, "mempool-blocks": bundle["mempool-blocks"], conversions: bundle.conversions }),
      projected: new Map(),
      block: stamp,
      rbfChanged: false,
      trackedScripts: new Set(),
    });
    expect(parse(clientUpdate({ ...EMPTY_SOCKET_STATE, want: ["blocks"] }, undefined, values).frame)).toEqual({ block: tip, conversions: bundle.conversions });
    expect(parse(clientUpdate({ ...EMPTY_SOCKET_STATE, want: ["stats", "mempool-blocks"] }, undefined, values).frame)).toEqual({
      fees: bundle.fees,
      "mempool-blocks": bundle["mempool-blocks"],
      conversions: bundle.conversions,
    });
    const quiet = new BatchValues(mirror(), { broadcast: broadcastOf({ fees: bundle.fees }), projected: new Map(), rbfChanged: false, trackedScripts: new Set() });
    expect(clientUpdate({ ...EMPTY_SOCKET_STATE, want: ["blocks"] }, undefined, quiet).frame).toBeNull();
  });

  it("puts txConfirmed in the frame of the block that mined the tracked transaction, even without want blocks", () => {
    const events = readMempoolEvents({ sequence: 3, added: [], removed: [], mined: [txidOf(1)], replaced: [] })!;
    const values = new BatchValues(mirror(), { broadcast: broadcastOf({ block: tip }), events, projected: new Map(), block: stamp, rbfChanged: false, trackedScripts: new Set() });
    const frame = parse(clientUpdate({ ...EMPTY_SOCKET_STATE, trackTx: { txid: txidOf(1), awaitingMempool: false } }, undefined, values).frame);
    expect(frame).toEqual({ block: tip, txConfirmed: txidOf(1) });
    const other = parse(clientUpdate({ ...EMPTY_SOCKET_STATE, trackTx: { txid: txidOf(2), awaitingMempool: false } }, undefined, values).frame);
    expect(other).toEqual({ txPosition: { txid: txidOf(2), position: { block: 0, vsize: 250 } } });
  });

  it("sends a watched transaction when it arrives, the outputs arrivals spend, and who replaced it", () => {
    const arrival = random[0]!;
    const spent = arrival.vin[0]!;
    const events = readMempoolEvents({ sequence: 4, added: [arrival, rbfs[0]], removed: [], mined: [], replaced: [{ replaced: replacedTxs[0]!.txid, by: rbfs[0] }] })!;
    const values = new BatchValues(mirror(), { broadcast: new Map(), events, projected: new Map(), rbfChanged: false, trackedScripts: new Set() });
    const watching: SocketState = { ...EMPTY_SOCKET_STATE, trackTx: { txid: arrival.txid, awaitingMempool: true } };
    const update = clientUpdate(watching, undefined, values);
    expect(parse(update.frame)).toEqual({ tx: arrival });
    expect(update.state.trackTx).toEqual({ txid: arrival.txid, awaitingMempool: false });
    expect(parse(clientUpdate({ ...EMPTY_SOCKET_STATE, trackTx: { txid: spent.txid, awaitingMempool: false } }, undefined, values).frame)).toEqual({
      utxoSpent: { [spent.vout]: { vin: 0, txid: arrival.txid } },
    });
    const replaced = parse(clientUpdate({ ...EMPTY_SOCKET_STATE, trackTxs: [replacedTxs[0]!.txid, spent.txid] }, undefined, values).frame);
    expect(replaced).toEqual({ "tracked-txs": { [replacedTxs[0]!.txid]: { replacedBy: rbfs[0]!.txid }, [spent.txid]: { utxoSpent: { [spent.vout]: { vin: 0, txid: arrival.txid } } } } });
  });

  it("gives a tracker the delta when it holds the previous sequence, else the full snapshot", () => {
    const hub = mirror();
    hub.projected.apply(0, deltaMessage(0, 51, { added: [tuple(3, 7)] }));
    const projected = hub.feed.advance(hub.projected, { isBlock: false });
    const values = new BatchValues(hub, { broadcast: new Map(), projected, rbfChanged: false, trackedScripts: new Set() });
    const tracking: SocketState = { ...EMPTY_SOCKET_STATE, mempoolBlock: { index: 0, sequence: 1 } };
    const inStep = clientUpdate(tracking, 1, values);
    expect(parse(inStep.frame)).toEqual({ "projected-block-transactions": { index: 0, sequence: 2, delta: { added: [tuple(3, 7)], removed: [], changed: [] } } });
    expect(inStep.projectedSequence).toBe(2);
    for (const held of [undefined, 0]) {
      const behind = clientUpdate(tracking, held, values);
      expect(parse(behind.frame)).toEqual({ "projected-block-transactions": { index: 0, sequence: 2, blockTransactions: [tuple(1, 9, 200), tuple(3, 7), tuple(2, 5, 100)] } });
    }
  });

  it("tells address subscribers of arrivals, then of confirmation with the block's status, or of removal", () => {
    const paying = random[1]!;
    const script = paying.vout[0]!.scriptpubkey;
    const hub = mirror();
    const arrive = new BatchValues(hub, {
      broadcast: new Map(),
      events: readMempoolEvents({ sequence: 1, added: [paying, random[2]], removed: [], mined: [], replaced: [] })!,
      projected: new Map(),
      rbfChanged: false,
      trackedScripts: new Set([script]),
    });
    const single: SocketState = { ...EMPTY_SOCKET_STATE, trackAddress: { key: "addr", script } };
    const multi: SocketState = { ...EMPTY_SOCKET_STATE, trackAddresses: [{ key: "addr", script }], trackScriptPubkeys: [script] };
    expect(parse(clientUpdate(single, undefined, arrive).frame)).toEqual({ "address-transactions": [paying] });
    expect(parse(clientUpdate(multi, undefined, arrive).frame)).toEqual({
      "multi-address-transactions": { addr: { mempool: [paying], confirmed: [], removed: [] } },
      "multi-scriptpubkey-transactions": { [script]: { mempool: [paying], confirmed: [], removed: [] } },
    });

    const mined = new BatchValues(hub, {
      broadcast: new Map(),
      events: readMempoolEvents({ sequence: 2, added: [], removed: [], mined: [paying.txid], replaced: [] })!,
      projected: new Map(),
      block: stamp,
      rbfChanged: false,
      trackedScripts: new Set([script]),
    });
    expect(parse(clientUpdate(single, undefined, mined).frame)).toEqual({
      "block-transactions": [{ ...paying, status: { confirmed: true, block_height: stamp.height, block_hash: stamp.hash, block_time: stamp.time } }],
    });
    expect(hub.watched.has(paying.txid)).toBe(false);
  });

  it("groups clients without their own keys by what they want, so their frame is joined once", () => {
    expect(sharedFrameKey({ ...EMPTY_SOCKET_STATE, want: ["blocks", "stats"] })).toBe(sharedFrameKey({ ...EMPTY_SOCKET_STATE, want: ["blocks", "stats"] }));
    expect(sharedFrameKey({ ...EMPTY_SOCKET_STATE, want: ["blocks"] })).not.toBe(sharedFrameKey({ ...EMPTY_SOCKET_STATE, want: ["blocks", "stats"] }));
    expect(sharedFrameKey({ ...EMPTY_SOCKET_STATE, trackTxs: [txidOf(1)] })).toBeUndefined();
    expect(sharedFrameKey({ ...EMPTY_SOCKET_STATE, mempoolBlock: { index: 0, sequence: 1 } })).toBeUndefined();
  });
});

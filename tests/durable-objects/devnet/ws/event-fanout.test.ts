import { hex } from "@scure/base";
import { describe, expect, it } from "vitest";
import { MAX_TRACKED_TXS } from "../../../../shared/protocol/socket-limits.ts";
import { scriptAddress } from "../../../../durable-objects/devnet/tx/output-script.ts";
import type { MempoolEntry } from "../../../../durable-objects/devnet/mempool/mempool.ts";
import { cpfpInfo } from "../../../../durable-objects/devnet/views/cpfp-view.ts";
import { type LiveUpdate, liveUpdates } from "../../../../durable-objects/devnet/ws/live-updates.ts";
import { directlyReplaced } from "../../../../durable-objects/devnet/ws/replacements.ts";
import { NetworkViews } from "../../../../durable-objects/devnet/views/devnet-views.ts";
import { SocketHub } from "../../../../durable-objects/devnet/ws/socket-hub.ts";
import { EMPTY_SOCKET_STATE, readSocketState, socketAttachment, type SocketState } from "../../../../shared/protocol/socket-state.ts";
import { FakeSocket, seedWsNetwork } from "./ws-harness.ts";

const network = seedWsNetwork();
const socket = new FakeSocket();
const hub = new SocketHub(new NetworkViews("mainnet"), () => [socket]);
hub.current(network);

/**
 * Runs the network a second at a time, announcing every update, until one matches; that one is
 * returned unannounced (the network is in the state right after it), for the test to subscribe first.
 */
function nextUpdate(matches: (update: LiveUpdate) => boolean, maxSeconds = 900): LiveUpdate {
  const end = network.now + maxSeconds;
  while (network.now < end) {
    for (const update of liveUpdates(network, network.now + 1, 120)) {
      if (matches(update)) return update;
      hub.publish(update, network);
    }
  }
  throw new Error(`no matching update within ${maxSeconds} s`);
}

/** Announces `update` to the socket subscribed as `state`, returning the one frame it got. */
function announce(update: LiveUpdate, state: Partial<SocketState>): Record<string, unknown> {
  socket.serializeAttachment(socketAttachment({ ...EMPTY_SOCKET_STATE, ...state }));
  socket.take();
  hub.publish(update, network);
  const frames = socket.take();
  expect(frames).toHaveLength(1);
  return frames[0]!;
}

const addressOf = (script: string) => scriptAddress(hex.decode(script), "mainnet");
const paidScript = (entry: MempoolEntry) => entry.outputs.find((output) => addressOf(output.script) !== undefined)!.script;
const ids = (txs: unknown) => (txs as { txid: string }[]).map((tx) => tx.txid);

describe("socketUpdate through the hub", () => {
  it("sends txConfirmed in the same frame as the block, even to a socket that did not want blocks", () => {
    const update = nextUpdate((u) => u.block !== undefined && u.block.block.txids.length > 1);
    const mined = update.block!.block.txids[1]!;
    const frame = announce(update, { trackTx: { txid: mined, awaitingMempool: false }, trackTxs: [mined] });
    expect(frame.txConfirmed).toBe(mined);
    expect(frame.block).toMatchObject({ id: update.block!.block.hash, height: update.block!.block.height });
    expect(frame["tracked-txs"]).toEqual({ [mined]: { confirmed: true } });
  });

  it("sends a tracked mempool transaction's position on each update", () => {
    const update = nextUpdate((u) => u.transactions.length > 0);
    const txid = [...network.mempool.entries()][0]!.txid;
    const views = hub.views.of(network);
    const frame = announce(update, { trackTx: { txid, awaitingMempool: false } });
    expect(frame.txPosition).toEqual({ txid, position: views.mempool().position(txid), cpfp: cpfpInfo(network.mempool, views.mempool(), txid) });
    const next = nextUpdate((u) => u.block === undefined && u.transactions.length > 0 && network.mempool.has(txid));
    const cpfpBefore = readSocketState(socket.deserializeAttachment()).cpfpSeen;
    hub.publish(next, network);
    const [after] = socket.take();
    expect(after!.txPosition).toMatchObject({ txid, position: views.mempool().position(txid) });
    // Sent once; again only if the update changed it.
    const changed = readSocketState(socket.deserializeAttachment()).cpfpSeen.some((fingerprint) => !cpfpBefore.includes(fingerprint));
    expect("cpfp" in (after!.txPosition as object)).toBe(changed);
  });

  it("sends the transaction a watch-mempool socket waited for, once it arrives", () => {
    const update = nextUpdate((u) => u.transactions.some((event) => network.mempool.has(event.entry.txid)));
    const txid = update.transactions.find((event) => network.mempool.has(event.entry.txid))!.entry.txid;
    const frame = announce(update, { trackTx: { txid, awaitingMempool: true } });
    expect(frame.tx).toMatchObject({ txid, status: { confirmed: false } });
    expect(readSocketState(socket.deserializeAttachment()).trackTx).toEqual({ txid, awaitingMempool: false });
  });

  it("sends new mempool transactions of a tracked address, alone and among several", () => {
    const update = nextUpdate((u) => u.transactions.some((event) => network.mempool.has(event.entry.txid)));
    const entry = update.transactions.find((event) => network.mempool.has(event.entry.txid))!.entry;
    const script = paidScript(entry);
    const address = addressOf(script)!;
    const frame = announce(update, {
      trackAddress: { key: address, script },
      trackAddresses: [{ key: address, script }, { key: "1BoatSLRHtKNngkdXEeobR76b53LETtpyT", script: "76a914" + "00".repeat(20) + "88ac" }],
      trackScriptPubkeys: [script],
    });
    expect(ids(frame["address-transactions"])).toContain(entry.txid);
    const multi = frame["multi-address-transactions"] as Record<string, { mempool: unknown; confirmed: unknown; removed: unknown }>;
    expect(Object.keys(multi)).toEqual([address]);
    expect(ids(multi[address]!.mempool)).toContain(entry.txid);
    expect(multi[address]!.confirmed).toEqual([]);
    expect(Object.keys(frame["multi-scriptpubkey-transactions"] as object)).toEqual([script]);
  });

  it("sends the block's transactions of a tracked address, confirmed", () => {
    const update = nextUpdate((u) => u.block !== undefined && u.block.block.txids.length > 1);
    const record = network.chain.tx(update.block!.block.txids[1]!)!;
    const script = record.outputs.find((output) => addressOf(output.script) !== undefined)!.script;
    const frame = announce(update, { trackAddress: { key: addressOf(script)!, script } });
    const confirmed = frame["block-transactions"] as { txid: string; status: { confirmed: boolean; block_height: number } }[];
    expect(ids(confirmed)).toContain(record.txid);
    expect(confirmed[0]!.status).toMatchObject({ confirmed: true, block_height: update.block!.block.height });
  });

  it("announces a replacement to every kind of subscriber", () => {
    const update = nextUpdate((u) => u.transactions.some((event) => directlyReplaced(event).length > 0));
    const event = update.transactions.find((e) => directlyReplaced(e).length > 0)!;
    const old = directlyReplaced(event)[0]!;
    const script = paidScript(old);
    const frame = announce(update, {
      trackTx: { txid: old.txid, awaitingMempool: false },
      trackTxs: [old.txid],
      trackAddress: { key: addressOf(script)!, script },
      rbf: "all",
      rbfSummary: true,
      mempoolTxids: true,
    });
    expect(frame.rbfTransaction).toEqual({ txid: event.entry.txid });
    expect(frame.rbfInfo).toMatchObject({ tx: { txid: event.entry.txid } });
    expect(frame["tracked-txs"]).toEqual({ [old.txid]: { replacedBy: event.entry.txid } });
    expect(ids(frame["address-removed-transactions"])).toContain(old.txid);
    expect((frame.rbfLatest as { tx: { txid: string } }[])[0]!.tx.txid).toBe(event.entry.txid);
    expect(frame.rbfLatestSummary).toEqual(network.rbf.summary());
    expect((frame["mempool-txids"] as { replaced: unknown[] }).replaced).toContainEqual({ replaced: old.txid, by: event.entry.txid });
  });

  it("keeps a mempool-txids client's set equal to the mempool, with one sequence step per update", () => {
    const txids = new Set([...network.mempool.entries()].map((entry) => entry.txid));
    socket.serializeAttachment(socketAttachment({ ...EMPTY_SOCKET_STATE, mempoolTxids: true, mempool: true }));
    socket.take();
    let sequence = hub.current(network).sequence;
    const tip = network.chain.tipHeight;
    while (network.chain.tipHeight === tip) {
      hub.advance(network, network.now + 2, 120);
      for (const frame of socket.take()) {
        const delta = frame["mempool-txids"] as { sequence: number; added: string[]; removed: string[]; mined: string[]; replaced: { replaced: string }[] };
        expect(delta.sequence).toBe(++sequence);
        expect((frame["mempool-transactions"] as { sequence: number }).sequence).toBe(sequence);
        for (const txid of [...delta.removed, ...delta.mined, ...delta.replaced.map((r) => r.replaced)]) txids.delete(txid);
        for (const txid of delta.added) txids.add(txid);
      }
    }
    expect(txids).toEqual(new Set([...network.mempool.entries()].map((entry) => entry.txid)));
  });
});

describe("utxoSpent", () => {
  it("tells a tracked transaction's socket which of its outputs a new arrival spends", () => {
    const update = nextUpdate((u) => u.transactions.some((event) => event.entry.inputs.some((input) => network.mempool.has(input.txid))));
    const child = update.transactions.find((event) => event.entry.inputs.some((input) => network.mempool.has(input.txid)))!.entry;
    const vin = child.inputs.findIndex((input) => network.mempool.has(input.txid));
    const parent = child.inputs[vin]!;
    const frame = announce(update, { trackTx: { txid: parent.txid, awaitingMempool: false }, trackTxs: [parent.txid] });
    expect(frame.utxoSpent).toEqual({ [parent.vout]: { vin, txid: child.txid } });
    expect(frame["tracked-txs"]).toMatchObject({ [parent.txid]: { utxoSpent: { [parent.vout]: { vin, txid: child.txid } } } });
  });
});

describe("cpfp in txPosition and tracked-txs", () => {
  it("carries a tracked transaction's CPFP data (the /api/v1/cpfp answer) when the socket was not sent it yet, on mempool updates only", () => {
    const views = hub.views.of(network);
    /** What the client holds: the last CPFP data it was sent for each transaction, as JSON. */
    const held = new Map<string, string>();
    let tracked: string[] = [];
    let main = "";
    // Blocks often empty the devnet's mempool; once most tracked transactions are gone, the socket
    // tracks what waits now (a fresh subscription, so everything is sent anew).
    const trackWaiting = () => {
      tracked = [...network.mempool.entries()].slice(-MAX_TRACKED_TXS).map((entry) => entry.txid);
      main = tracked.at(-1)!;
      socket.serializeAttachment(socketAttachment({ ...EMPTY_SOCKET_STATE, trackTx: { txid: main, awaitingMempool: false }, trackTxs: tracked }));
      socket.take();
      held.clear();
    };
    trackWaiting();
    let firsts = 0;
    let changes = 0;
    let blocks = 0;
    const end = network.now + 900;
    while (network.now < end && (changes < 3 || blocks === 0)) {
      for (const update of liveUpdates(network, network.now + 1, 120)) {
        hub.publish(update, network);
        const frame = socket.take()[0] ?? {};
        const position = frame.txPosition as { cpfp?: unknown } | undefined;
        const trackedTxs = (frame["tracked-txs"] ?? {}) as Record<string, { cpfp?: unknown }>;
        if (update.block) {
          blocks++;
          expect(position?.cpfp, "a block update carries bare positions").toBeUndefined();
          expect(Object.values(trackedTxs).filter((info) => info.cpfp !== undefined)).toEqual([]);
          continue;
        }
        if (network.mempool.size >= MAX_TRACKED_TXS && tracked.filter((txid) => network.mempool.has(txid)).length < MAX_TRACKED_TXS / 2) {
          trackWaiting();
          continue;
        }
        for (const txid of tracked) {
          const now = network.mempool.has(txid) ? cpfpInfo(network.mempool, views.mempool(), txid) : undefined;
          const expected = now && held.get(txid) !== JSON.stringify(now) ? now : undefined;
          expect(trackedTxs[txid]?.cpfp, txid).toEqual(expected);
          if (txid === main) expect(position?.cpfp).toEqual(expected);
          if (expected) {
            if (held.has(txid)) changes++;
            else firsts++;
            held.set(txid, JSON.stringify(expected));
          }
        }
      }
    }
    expect(firsts).toBeGreaterThan(MAX_TRACKED_TXS / 2);
    expect(changes, "some tracked transaction's relatives should change").toBeGreaterThanOrEqual(3);
    expect(blocks).toBeGreaterThan(0);
  });
});

import { describe, expect, it } from "vitest";
import { handleHubFrame, type MessageResult } from "../../../../durable-objects/hub/clients/client-messages.ts";
import { HubMirror } from "../../../../durable-objects/hub/hub-mirror.ts";
import { MAX_TRACKED_ADDRESSES, MESSAGE_RATE_LIMIT } from "../../../../shared/protocol/socket-limits.ts";
import { EMPTY_SOCKET_STATE, type SocketState } from "../../../../shared/protocol/socket-state.ts";
import { fullMessage, readFixture, tuple, txidOf } from "../hub-fixtures.ts";

type Frame = Record<string, unknown>;
const bundle = readFixture<Frame>("cypress/mainnet_mempoolInfo.json");
const trees = readFixture<{ rbfLatest: { tx: { txid: string }; replaces: { tx: { txid: string } }[] }[] }>("cypress/rbf_page/rbf_02.json").rbfLatest;
const T = 1_700_000_000_000;

function seededMirror(): HubMirror {
  const mirror = new HubMirror("mainnet");
  mirror.cache.applyInit(bundle);
  mirror.projected.apply(0, fullMessage(0, 50, [tuple(1, 9, 200), tuple(2, 5, 100)]));
  mirror.feed.advance(mirror.projected, { isBlock: false });
  mirror.accelerations.apply({ accelerations: [{ txid: txidOf(2), added: 1_700_000_000, effectiveVsize: 100, effectiveFee: 500, feeDelta: 900, pools: [4] }] });
  for (const [replaced, by] of mirror.rbf.apply(trees)) mirror.replacements.remember(replaced, by);
  return mirror;
}

const mirror = seededMirror();
const send = (message: unknown, state: SocketState = EMPTY_SOCKET_STATE, on: HubMirror = mirror): MessageResult =>
  handleHubFrame(state, typeof message === "string" ? message : JSON.stringify(message), T, on);
const replies = (result: MessageResult) => result.replies.map((text) => JSON.parse(text) as Frame);

describe("handleHubFrame", () => {
  it("answers init with the mirror's bundle as a frame of its own, and nothing before the first bundle", () => {
    expect(replies(send({ action: "init" }))).toEqual([bundle]);
    expect(send({ action: "init" }, EMPTY_SOCKET_STATE, new HubMirror("mainnet")).replies).toEqual([]);
  });

  it("treats want as absolute and answers only the flags that just became true", () => {
    const first = send({ action: "want", data: ["blocks", "stats", "tomahawk"] });
    expect(replies(first)).toEqual([{ blocks: bundle.blocks, mempoolInfo: bundle.mempoolInfo, vBytesPerSecond: bundle.vBytesPerSecond, fees: bundle.fees, da: bundle.da, tomahawk: [] }]);
    const second = send({ action: "want", data: ["stats", "mempool-blocks"] }, first.state);
    expect(replies(second)).toEqual([{ "mempool-blocks": bundle["mempool-blocks"] }]);
    expect(second.state.want).toEqual(["mempool-blocks", "stats"]);
    expect(replies(send({ "refresh-blocks": true, action: "ping" }))).toEqual([{ blocks: bundle.blocks, pong: true }]);
  });

  it("answers track-mempool-block with the announced snapshot and says which sequence the socket now holds", () => {
    const result = send({ "track-mempool-block": 0 });
    expect(replies(result)).toEqual([{ "projected-block-transactions": { index: 0, sequence: 1, blockTransactions: [tuple(1, 9, 200), tuple(2, 5, 100)] } }]);
    expect(result.projectedSequence).toBe(1);
    expect(result.state.mempoolBlock).toEqual({ index: 0, sequence: 1 });
    const early = send({ "track-mempool-block": 3 });
    expect([early.replies, early.projectedSequence, early.state.mempoolBlock]).toEqual([[], null, { index: 3, sequence: -1 }]);
    expect(send({ "track-mempool-block": -1 }, result.state).state.mempoolBlock).toBeNull();
  });

  it("answers track-tx with the position (and the transaction's own acceleration), and asks a lookup for watch-mempool", () => {
    expect(replies(send({ "track-tx": txidOf(1) }))).toEqual([{ txPosition: { txid: txidOf(1), position: { block: 0, vsize: 100 } } }]);
    expect(replies(send({ "track-tx": txidOf(2) }))[0]).toEqual({
      txPosition: { txid: txidOf(2), position: { block: 0, vsize: 250, accelerated: true, acceleratedBy: [4], acceleratedAt: 1_700_000_000, feeDelta: 900 } },
    });
    const watching = send({ "track-tx": txidOf(9), "watch-mempool": true });
    expect([watching.replies, watching.lookUp, watching.state.trackTx]).toEqual([[], txidOf(9), { txid: txidOf(9), awaitingMempool: true }]);
  });

  it("says who replaced an already replaced transaction, and stops tracking it", () => {
    const replaced = trees[0]!.replaces[0]!.tx.txid;
    const result = send({ "track-tx": replaced, "watch-mempool": true });
    expect(replies(result)).toEqual([{ txReplaced: { txid: trees[0]!.tx.txid } }]);
    expect(result.state.trackTx).toBeNull();
    expect(result.lookUp).toBeUndefined();
  });

  it("answers track-txs for the txids it knows", () => {
    const replaced = trees[1]!.replaces[0]!.tx.txid;
    const result = send({ "track-txs": [txidOf(1), replaced, txidOf(9)] });
    expect(replies(result)).toEqual([{ "tracked-txs": { [txidOf(1)]: { position: { block: 0, vsize: 100 } }, [replaced]: { replacedBy: trees[1]!.tx.txid } } }]);
    expect(result.state.trackTxs).toHaveLength(3);
  });

  it("keeps addresses of its network as scripts, and clears them where the hub cannot read addresses", () => {
    const address = "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq";
    const result = send({ "track-address": address, "track-addresses": [address, "tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx"] });
    expect(result.state.trackAddress).toEqual({ key: address, script: "0014e8df018c7e326cc253faac7e46cdc51e68542c42" });
    expect(result.state.trackAddresses).toEqual([result.state.trackAddress]);
    const liquid = send({ "track-address": address }, EMPTY_SOCKET_STATE, new HubMirror(null));
    expect(liquid.state.trackAddress).toBeNull();
    const tooMany = send({ "track-addresses": Array.from({ length: MAX_TRACKED_ADDRESSES + 1 }, () => address) }, result.state);
    expect(replies(tooMany)[0]!["track-addresses-error"]).toMatch(/too many addresses/);
    expect([tooMany.state.trackAddresses, tooMany.close]).toEqual([[], undefined]);
  });

  it("answers the RBF and acceleration feeds from the mirror", () => {
    const [reply] = replies(send({ "track-rbf": "fullRbf", "track-accelerations": true, "track-rbf-summary": true }));
    expect(reply).toEqual({
      rbfLatest: trees.filter((tree) => (tree as { fullRbf?: boolean }).fullRbf),
      rbfLatestSummary: bundle.rbfSummary,
      accelerations: { accelerations: [expect.objectContaining({ txid: txidOf(2) })] },
    });
  });

  it("closes on malformed frames and floods, as every server of the protocol does", () => {
    expect(send("{nope").close).toEqual({ code: 1008, reason: "Malformed frame: not JSON." });
    let state = EMPTY_SOCKET_STATE;
    for (let i = 0; i < MESSAGE_RATE_LIMIT; i++) state = send({ "track-rbf-summary": false }, state).state;
    expect(send({ "track-rbf-summary": false }, state).close).toMatchObject({ code: 1008 });
  });

  it("does not count a shard's frames against the rate limit, but still refuses what is malformed", () => {
    let state = EMPTY_SOCKET_STATE;
    for (let i = 0; i < 3 * MESSAGE_RATE_LIMIT; i++) {
      const result = handleHubFrame(state, JSON.stringify({ "track-mempool-block": i % 8 }), T, mirror, { rateLimited: false });
      expect(result.close).toBeUndefined();
      state = result.state;
    }
    expect(state.recent).toEqual([]);
    expect(handleHubFrame(state, "{nope", T, mirror, { rateLimited: false }).close).toEqual({ code: 1008, reason: "Malformed frame: not JSON." });
  });
});

/**
 * The sharded hub (durable-objects/hub/hub-shards.ts), run in a deployment with HUB_SHARDS = 2
 * (the "workers-sharded" project of vitest.workers.config.ts): viewers through the worker land on
 * the shards, the shards' upstream is the root hub, and the root's is the devnet.
 */
import { SELF, env, runInDurableObject } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import type { Hub } from "../../../durable-objects/hub/hub-object.ts";
import { HUB_NETWORK_HEADER, HUB_PEER_HEADER, HUB_SHARD_HEADER } from "../../../durable-objects/hub/hub-env.ts";
import { hubObjectName } from "../../../durable-objects/hub/hub-shards.ts";
import {
  broadcast,
  closeAll,
  connectDevnet,
  connectHub,
  devnetKeyring,
  devnetSockets,
  eventually,
  findWalletCoin,
  type Frame,
  freezeDevnet,
  hubStatus,
  hubStub,
  killUpstream,
  type Projected,
  signedPayment,
  stepDevnet,
  type TestSocket,
} from "./hub-harness.ts";

const SHARDS = Number((env as unknown as { HUB_SHARDS?: string }).HUB_SHARDS);
const UPSTREAM_SOCKETS = 9;
/** A guard against hangs for tests that wait on two jittered backoffs (the root's, then the shards') or on many blocks. */
const LONG_TEST_TIMEOUT_MS = 45_000;

const shardStub = (shard: number) => env.HUB.get(env.HUB.idFromName(hubObjectName("mainnet", shard)));
const shardStatus = (shard: number) => runInDurableObject(shardStub(shard), (instance) => (instance as unknown as Hub).status());
const socketsOf = (stub: DurableObjectStub) => runInDurableObject(stub, (_, state) => state.getWebSockets().length);
const projected = (frame: Frame) => frame["projected-block-transactions"] as Projected;

/** Each test starts with no session anywhere: a root that kept one would hold state an earlier test left. */
afterEach(async () => {
  closeAll();
  for (const stub of [hubStub(), ...Array.from({ length: SHARDS }, (_, shard) => shardStub(shard))]) {
    await eventually(async () => ((await runInDurableObject(stub, (instance) => (instance as unknown as Hub).status())).state === "idle" ? true : undefined), "the hubs to close their sessions");
  }
}, LONG_TEST_TIMEOUT_MS);

/** A viewer and the shard the worker sent it to. */
interface Placed {
  readonly socket: TestSocket;
  readonly shard: number;
}

/** Opens viewers one at a time, telling from the shards' socket counts where each landed, until every shard has one. */
async function viewersOnEveryShard(): Promise<Placed[]> {
  const placed: Placed[] = [];
  const counts = await Promise.all(Array.from({ length: SHARDS }, (_, shard) => socketsOf(shardStub(shard))));
  for (let attempt = 0; attempt < 40 && new Set(placed.map((p) => p.shard)).size < SHARDS; attempt++) {
    const socket = await connectHub();
    const now = await Promise.all(Array.from({ length: SHARDS }, (_, shard) => socketsOf(shardStub(shard))));
    const grown = now.flatMap((count, shard) => (count > counts[shard]! ? [shard] : []));
    expect(grown, "each new viewer lands on exactly one shard").toHaveLength(1);
    placed.push({ socket, shard: grown[0]! });
    counts.splice(0, counts.length, ...now);
  }
  const first = Array.from({ length: SHARDS }, (_, shard) => placed.find((p) => p.shard === shard));
  expect(first.every((p) => p !== undefined), "the worker spreads viewers over every shard").toBe(true);
  return first as Placed[];
}

/** Waits until every shard with a viewer holds an up session to the root. */
async function shardsUp(shards: readonly number[]): Promise<void> {
  for (const shard of shards) await eventually(async () => ((await shardStatus(shard)).state === "up" ? true : undefined), `shard ${shard} to reach the root`);
}

/** A client's copy of one projected block, kept as the original's web client keeps it: a delta must follow the sequence it holds. */
class BlockCopy {
  readonly txids = new Set<string>();
  /** The last full snapshot's tuples, in order. */
  listing: [string, ...number[]][] = [];
  sequence = -1;
  fulls = 0;
  deltas = 0;
  /** What the copy held when the last full snapshot replaced it. */
  beforeFull = new Set<string>();

  apply(message: Projected): void {
    if (message.blockTransactions) {
      this.beforeFull = new Set(this.txids);
      this.listing = message.blockTransactions;
      this.txids.clear();
      for (const tuple of message.blockTransactions) this.txids.add(tuple[0]);
      this.fulls++;
    } else {
      expect(message.sequence, "a delta must follow the sequence the client holds").toBe(this.sequence + 1);
      for (const txid of message.delta!.removed) this.txids.delete(txid);
      for (const tuple of message.delta!.added) this.txids.add(tuple[0]);
      this.deltas++;
    }
    this.sequence = message.sequence;
  }
}

/** A viewer tracking projected block 0, with its copy of the block kept from every message it got. */
class Tracker {
  readonly copy = new BlockCopy();
  #applied = 0;

  constructor(readonly socket: TestSocket) {}

  /** Applies the messages that arrived since the last call, in order. */
  catchUp(): BlockCopy {
    for (; this.#applied < this.socket.frames.length; this.#applied++) {
      const frame = this.socket.frames[this.#applied]!;
      if ("projected-block-transactions" in frame) this.copy.apply(projected(frame));
    }
    return this.copy;
  }

  /** Waits until `check` holds of the copy, applying messages as they come. */
  async until(check: (copy: BlockCopy) => boolean, what: string, timeoutMs = 15_000): Promise<void> {
    await this.socket.until(() => (check(this.catchUp()) ? true : undefined), what, timeoutMs);
  }
}

/** Tracks projected block 0 on every viewer, each holding the full snapshot it was answered. */
async function trackBlockZero(viewers: readonly Placed[]): Promise<Tracker[]> {
  const trackers: Tracker[] = [];
  for (const { socket } of viewers) {
    const tracker = new Tracker(socket);
    socket.send({ "track-mempool-block": 0 });
    await tracker.until((copy) => copy.fulls > 0, "the full snapshot");
    trackers.push(tracker);
  }
  return trackers;
}

describe("a sharded hub", () => {
  it("spreads viewers over the shards; the devnet sees the root's 9 sockets, the root 9 per shard", async () => {
    expect(SHARDS, "this file runs with HUB_SHARDS = 2").toBe(2);
    await freezeDevnet();
    const viewers = await viewersOnEveryShard();
    await shardsUp(viewers.map((v) => v.shard));
    const bundles: Frame[] = [];
    for (const { socket } of viewers) {
      socket.send({ action: "init" });
      bundles.push(await socket.next("backendInfo"));
    }
    expect(await devnetSockets()).toBe(UPSTREAM_SOCKETS);
    const root = await hubStatus();
    expect(root).toMatchObject({ state: "up", sessions: 1, shardSockets: UPSTREAM_SOCKETS * SHARDS });
    expect(await socketsOf(hubStub()), "no viewer is held by the root").toBe(UPSTREAM_SOCKETS * SHARDS);
    for (const { shard } of viewers) expect(await shardStatus(shard)).toMatchObject({ state: "up", shardSockets: 0 });

    // The init bundle over REST is the root's copy, the one the shards passed on to their viewers
    // (live values such as `da` may have moved on since, and reach the shards a batch later).
    const rest = await (await SELF.fetch("http://explorer.test/api/v1/init-data")).json<Frame>();
    expect(rest.blocks).toEqual(expect.any(Array));
    for (const bundle of bundles) expect({ backendInfo: bundle.backendInfo, blocks: bundle.blocks }).toEqual({ backendInfo: rest.backendInfo, blocks: rest.blocks });
    expect(await socketsOf(hubStub()), "answering it opened no socket").toBe(UPSTREAM_SOCKETS * SHARDS);
  });

  it("tracks per client on each shard: positions, projected blocks with consecutive sequences, watch-mempool, txConfirmed with its block", async () => {
    await freezeDevnet();
    await stepDevnet(30);
    const viewers = await viewersOnEveryShard();
    const trackers = await trackBlockZero(viewers);
    const direct = await connectDevnet();
    for (const tracker of trackers) {
      // An unaccelerated transaction: an accelerated one's position carries fields only upstream can know.
      const listed = tracker.copy.listing.find((tuple) => tuple.length === 7)![0];
      tracker.socket.send({ "track-tx": listed });
      const position = (await tracker.socket.next("txPosition")).txPosition;
      direct.send({ "track-tx": listed });
      expect(position, "the shard's position is the upstream's").toEqual((await direct.next("txPosition")).txPosition);
    }

    // A payment of our own, at a fee that puts it first in the next block (the simulation's own
    // transactions may be replaced before they confirm).
    const keyring = devnetKeyring();
    const payment = signedPayment(keyring, await findWalletCoin(keyring), { kind: "p2wpkh", keyIndex: 12 }, 60_000);
    const [early, ...late] = trackers;
    early!.socket.send({ "track-tx": payment.txid, "watch-mempool": true, action: "want", data: ["blocks"] });
    await early!.socket.next("blocks");
    await broadcast(payment.hex);
    expect((await early!.socket.next("tx")).tx, "the shard saw it arrive").toMatchObject({ txid: payment.txid });
    for (const tracker of late) {
      // Already in the mempool: the shard looks it up, through the root, and answers at once.
      tracker.socket.send({ "track-tx": payment.txid, "watch-mempool": true, action: "want", data: ["blocks"] });
      expect((await tracker.socket.next("tx")).tx, "the shard's lookup went through the root").toMatchObject({ txid: payment.txid });
    }

    // A few short steps for deltas, then as many blocks as it takes to confirm the payment.
    const confirmation = (tracker: Tracker) => tracker.socket.frames.find((frame) => frame.txConfirmed === payment.txid);
    for (let step = 0; step < 44 && (step < 4 || !trackers.every(confirmation)); step++) {
      const seen = trackers.map((t) => t.socket.frames.length);
      await stepDevnet(step < 4 ? 4 : 20);
      for (const [i, { socket }] of trackers.entries()) await socket.until(() => (socket.frames.length > seen[i]! ? true : undefined), "the shard to relay the update", 10_000);
    }
    for (const tracker of trackers) {
      const copy = tracker.catchUp();
      expect(copy.deltas, "deltas reach viewers on every shard").toBeGreaterThan(0);
      const frame = confirmation(tracker);
      expect(frame, "txConfirmed reaches viewers on every shard").toBeDefined();
      expect(frame!.block, "in the same frame as its block").toMatchObject({ height: expect.any(Number), id: expect.stringMatching(/^[0-9a-f]{64}$/) });
      // Subscribing again answers the shard's current listing in full: the copy kept from deltas held exactly it.
      const applied = copy.fulls;
      tracker.socket.send({ "track-mempool-block": 0 });
      await tracker.until((c) => c.fulls > applied, "the listing again");
      expect(copy.beforeFull).toEqual(copy.txids);
    }
  }, LONG_TEST_TIMEOUT_MS);

  it("after the devnet drops the root, gives every viewer on every shard a full snapshot at a fresh sequence, never a stale delta", async () => {
    await freezeDevnet();
    await stepDevnet(20);
    const viewers = await viewersOnEveryShard();
    const trackers = await trackBlockZero(viewers);
    await stepDevnet(3);
    for (const tracker of trackers) await tracker.until((copy) => copy.deltas + copy.fulls > 1, "an update");
    const held = trackers.map((t) => ({ sequence: t.copy.sequence, fulls: t.copy.fulls }));
    const rootSessions = (await hubStatus()).sessions;
    const shardSessions = await Promise.all(viewers.map(({ shard }) => shardStatus(shard).then((s) => s.sessions)));

    await killUpstream();
    // The root reconnects on its own alarm; the shards stay with it meanwhile, then subscribe again.
    await eventually(async () => {
      const now = await hubStatus();
      return now.state === "up" && now.sessions > rootSessions ? true : undefined;
    }, "the root to reconnect to the devnet", 15_000);
    for (const [i, { shard }] of viewers.entries()) {
      await eventually(async () => {
        const now = await shardStatus(shard);
        return now.state === "up" && now.sessions > shardSessions[i]! ? true : undefined;
      }, `shard ${shard} to subscribe again`, 15_000);
    }
    for (const [i, tracker] of trackers.entries()) {
      await tracker.until((copy) => copy.fulls > held[i]!.fulls, "a full snapshot after the resync");
      expect(tracker.copy.sequence, "at a fresh sequence").toBeGreaterThan(held[i]!.sequence);
    }
    expect(await devnetSockets()).toBe(UPSTREAM_SOCKETS);
    expect((await hubStatus()).shardSockets).toBe(UPSTREAM_SOCKETS * SHARDS);

    // Updates resume on every shard, each delta following the sequence its viewers hold.
    const resynced = trackers.map((t) => t.copy.sequence);
    for (let i = 0; i < 3; i++) await stepDevnet(3);
    for (const [i, tracker] of trackers.entries()) {
      await tracker.until((copy) => copy.sequence > resynced[i]!, "an update after the resync");
      expect(tracker.socket.closed, "viewers stay connected through it all").toBeUndefined();
    }
  }, LONG_TEST_TIMEOUT_MS);

  it("when the root restarts, the shards reconnect with backoff and resynchronise their viewers", async () => {
    await freezeDevnet();
    await stepDevnet(20);
    const viewers = await viewersOnEveryShard();
    const trackers = await trackBlockZero(viewers);
    await shardsUp(viewers.map((v) => v.shard));
    const held = trackers.map((t) => ({ sequence: t.copy.sequence, fulls: t.copy.fulls }));
    const shardSessions = await Promise.all(viewers.map(({ shard }) => shardStatus(shard).then((s) => s.sessions)));

    // The runtime resets an aborted object, as after a crash or an update: every socket it held breaks.
    await runInDurableObject(hubStub(), (_, state) => state.abort("test: the root restarts")).catch(() => undefined);
    for (const [i, { shard }] of viewers.entries()) {
      await eventually(async () => {
        const now = await shardStatus(shard);
        return now.state === "up" && now.sessions > shardSessions[i]! ? true : undefined;
      }, `shard ${shard} to reconnect to the restarted root`, 15_000);
    }
    for (const [i, tracker] of trackers.entries()) {
      await tracker.until((copy) => copy.fulls > held[i]!.fulls, "a full snapshot after the root came back");
      expect(tracker.copy.sequence, "at a fresh sequence").toBeGreaterThan(held[i]!.sequence);
      expect(tracker.socket.closed).toBeUndefined();
    }
    await eventually(async () => ((await devnetSockets()) === UPSTREAM_SOCKETS ? true : undefined), "the devnet to hold one session again");
    expect((await hubStatus()).shardSockets).toBe(UPSTREAM_SOCKETS * SHARDS);
  }, LONG_TEST_TIMEOUT_MS);

  it("treats a browser that sends the hub's internal headers as a browser", async () => {
    await freezeDevnet();
    const before = await Promise.all(Array.from({ length: SHARDS }, (_, shard) => socketsOf(shardStub(shard))));
    // Each header names something only the worker and the hub objects may say: a shard's socket, a shard index, a network.
    const faker = await connectHub("", { [HUB_PEER_HEADER]: "0", [HUB_SHARD_HEADER]: "7", [HUB_NETWORK_HEADER]: "testnet" });
    const after = await Promise.all(Array.from({ length: SHARDS }, (_, shard) => socketsOf(shardStub(shard))));
    expect(after.reduce((a, b) => a + b, 0), "it landed on a mainnet shard the worker chose").toBe(before.reduce((a, b) => a + b, 0) + 1);
    expect(await socketsOf(env.HUB.get(env.HUB.idFromName(hubObjectName("mainnet", 7)))), "not on the shard it named").toBe(0);
    const shard = after.findIndex((count, i) => count > before[i]!);
    expect((await shardStatus(shard)).shardSockets, "the shard does not count it as a shard's socket").toBe(0);
    for (let i = 0; i < 101; i++) faker.send({ "track-rbf-summary": false });
    expect(await faker.closing(), "the browsers' rate limit applies").toMatchObject({ code: 1008, reason: expect.stringMatching(/Too many messages/) });
  });
});

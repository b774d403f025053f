/**
 * The hub when its upstream misbehaves (issue 17): killed for a while, slowed to one frame per
 * 5 s, sending frames it should never send, or reorganising its chain two blocks deep. In each,
 * viewers stay connected, apply no stale delta, and lose no acceleration; once the upstream is
 * back the hub recovers by itself within 5 s of the hub's clock, which the test moves (the
 * reconnect delays are drawn at their longest).
 */
import { afterEach, describe, expect, it } from "vitest";
import { DevnetNetwork } from "../../../durable-objects/devnet/state/devnet-network.ts";
import { FAST_DEVNET_SETTINGS } from "../../../durable-objects/devnet/state/devnet-settings.ts";
import { ACCELERATOR_POOL_IDS } from "../../../durable-objects/devnet/chain/pools.ts";
import type { FakeSocket, Frame } from "../../support/fake-socket.ts";
import { RECONNECT_CAP_MS } from "../../../durable-objects/hub/upstream/backoff.ts";
import { hasBroadcastShape } from "../../../durable-objects/hub/mirror/broadcast-shapes.ts";
import { FaultyUpstream } from "./faulty-upstream.ts";
import { eventually } from "./hub-harness.ts";
import { type HubOverDevnet, hubOverDevnet } from "./in-process-devnet.ts";
import { listedTxids, ProjectedCopy } from "./projected-copy.ts";

const NOW = 1_763_700_000;
const network = DevnetNetwork.seed({ ...FAST_DEVNET_SETTINGS, historyDays: 1, seed: "hub-upstream-faults", txPerSecond: 2, accelerationsPerHour: 120 }, NOW);
network.advanceTo(NOW + 300);

/** The longest the hub may take to come back once its upstream is reachable again: its longest reconnect delay. */
const RECOVERY_MS = RECONNECT_CAP_MS;

/** The hub's clock: the wall clock plus what the test moved it on. */
let skew = 0;
const now = () => Date.now() + skew;

let setup: HubOverDevnet | undefined;
let faulty: FaultyUpstream;
afterEach(() => setup?.close());

interface Viewers {
  readonly tracker: ProjectedCopy;
  readonly blocks: FakeSocket;
  readonly accelerations: FakeSocket;
  readonly all: readonly FakeSocket[];
}

/** A hub over the devnet through a FaultyUpstream, with a viewer of each kind. */
async function start(): Promise<Viewers> {
  setup = await hubOverDevnet(network, { through: (devnet) => (faulty = new FaultyUpstream(devnet)), now, random: () => 0.999_999 });
  const tracker = await setup.viewer({ "track-mempool-block": 0 });
  const blocks = await setup.viewer({ action: "want", data: ["blocks", "stats", "mempool-blocks"] });
  const accelerations = await setup.viewer({ "track-accelerations": true });
  return { tracker: new ProjectedCopy(tracker).catchUp(), blocks, accelerations, all: [tracker, blocks, accelerations] };
}

const hub = () => setup!.hub;
/** What the devnet itself answers a fresh socket that sends `message`: its first frame. */
const direct = (message: Frame): Frame => setup!.ask(message)[0]!;
const latest = (viewer: FakeSocket, key: string): unknown => viewer.frames().findLast((frame) => key in frame)?.[key];
const heights = (blocks: unknown): number[] => (blocks as { height: number }[]).map((block) => block.height);
const ids = (blocks: unknown): string[] => (blocks as { id: string }[]).map((block) => block.id);
/** The accelerations a viewer holds: the first full list, then each update's added and removed. */
function acceleratedTxids(viewer: FakeSocket): string[] {
  const held = new Set<string>();
  for (const frame of viewer.frames()) {
    const value = frame.accelerations as { accelerations?: { txid: string }[]; added?: { txid: string }[]; removed?: string[] } | undefined;
    if (!value) continue;
    if (value.accelerations) {
      held.clear();
      for (const { txid } of value.accelerations) held.add(txid);
    }
    for (const { txid } of value.added ?? []) held.add(txid);
    for (const txid of value.removed ?? []) held.delete(txid);
  }
  return [...held].sort();
}
const devnetAccelerations = () => network.accelerations.active.map((acceleration) => acceleration.txid).sort();

function expectConnected(viewers: Viewers): void {
  for (const viewer of viewers.all) expect(viewer.closed, "the viewer stays connected").toBeUndefined();
}

/** Every viewer holds what the devnet holds now: the projected block, the blocks, the accelerations. */
async function expectCaughtUp(viewers: Viewers): Promise<void> {
  const listing = listedTxids(direct({ "track-mempool-block": 0 }));
  await eventually(async () => (JSON.stringify(viewers.tracker.catchUp().txids()) === JSON.stringify(listing) ? true : undefined), "the tracker to hold the devnet's projected block");
  const blocks = direct({ action: "want", data: ["blocks"] }).blocks;
  await eventually(async () => (JSON.stringify(ids(latestBlocks(viewers.blocks))) === JSON.stringify(ids(blocks)) ? true : undefined), "the viewer to hold the devnet's blocks");
  await eventually(async () => (JSON.stringify(acceleratedTxids(viewers.accelerations)) === JSON.stringify(devnetAccelerations()) ? true : undefined), "the viewer to hold every acceleration");
}

/** The blocks a want-blocks viewer holds: the last full list with every later block on top. */
function latestBlocks(viewer: FakeSocket): { id: string; height: number }[] {
  let blocks: { id: string; height: number }[] = [];
  for (const frame of viewer.frames()) {
    if (Array.isArray(frame.blocks)) blocks = frame.blocks as typeof blocks;
    const block = frame.block as { id: string; height: number } | undefined;
    if (block) blocks = [...blocks.filter((known) => known.height < block.height), block].slice(-blocks.length);
  }
  return blocks;
}

describe("the upstream killed", () => {
  it("keeps viewers through the outage, retries no more than 5 s apart, and resynchronises them once the upstream is back", async () => {
    const viewers = await start();
    const before = { sequence: viewers.tracker.sequence, fulls: viewers.tracker.fulls, tip: heights(latestBlocks(viewers.blocks)).at(-1)! };

    faulty.kill();
    await eventually(async () => (hub().link.state === "down" ? true : undefined), "the hub to notice");
    // Meanwhile the network moves on: blocks are mined, and an acceleration is bought.
    network.advanceTo(network.now + 1_200);
    const waiting = [...network.mempool.entries()].find((entry) => !network.accelerations.get(entry.txid))!;
    network.accelerations.add({ txid: waiting.txid, added: Math.floor(network.now), effectiveVsize: 300, effectiveFee: 900, feeDelta: 40_000, pools: ACCELERATOR_POOL_IDS });

    // The hub keeps trying; each retry comes within 5 s of the last, however many failed.
    for (let attempt = 0; attempt < 8; attempt++) {
      const failedAt = now();
      expect(hub().link.retryAt - failedAt).toBeLessThanOrEqual(RECOVERY_MS);
      skew += hub().link.retryAt - failedAt;
      await hub().maintain();
      expect(hub().link.state).toBe("down");
    }
    expect(faulty.refusedAttempts).toBeGreaterThanOrEqual(8 * 9);
    expectConnected(viewers);
    // Viewers asking meanwhile are answered from the mirror.
    await setup!.send(viewers.blocks, { action: "init" });
    expect(latest(viewers.blocks, "backendInfo")).toBeDefined();

    faulty.restore();
    skew += RECOVERY_MS;
    await hub().maintain();
    expect(hub().link.state, "back within 5 s of the upstream's return").toBe("up");

    await expectCaughtUp(viewers);
    expect(viewers.tracker.fulls, "a full snapshot replaced the copy").toBeGreaterThan(before.fulls);
    expect(viewers.tracker.sequence, "at a fresh sequence").toBeGreaterThan(before.sequence);
    expect(heights(latestBlocks(viewers.blocks)).at(-1)).toBeGreaterThan(before.tip);
    expect(acceleratedTxids(viewers.accelerations)).toContain(waiting.txid);

    // Live again: deltas follow the fresh sequence.
    setup!.advance(30);
    await expectCaughtUp(viewers);
    expectConnected(viewers);
  });
});

describe("the upstream slowed to one frame per 5 s", () => {
  it("keeps the session and the viewers while frames trickle in, and catches up in order once it speeds up", async () => {
    const viewers = await start();
    const sessions = hub().link.sessions;
    faulty.hold();
    for (let update = 0; update < 6; update++) setup!.advance(15);
    await eventually(async () => (faulty.heldFrames > 12 ? true : undefined), "the updates to be held back");

    // A minute at one frame per socket per 5 s, the hub's alarm running meanwhile (it pings quiet sockets).
    for (let round = 0; round < 12; round++) {
      skew += 5_000;
      faulty.releaseOne();
      await faulty.delivered();
      await hub().maintain();
      hub().flush();
      expect(hub().link.state).toBe("up");
      viewers.tracker.catchUp();
      expectConnected(viewers);
    }
    faulty.releaseAll();
    await expectCaughtUp(viewers);
    expect(hub().link.sessions, "the same session throughout").toBe(sessions);
    expectConnected(viewers);
  });
});

/** Frames no upstream should send, on any socket: not JSON, not an object, wrong types, absurd sizes. */
const MALFORMED_ANYWHERE: readonly (string | ArrayBuffer)[] = [
  "not json",
  "",
  "[1,2,3]",
  "null",
  "42",
  '"text"',
  `${'{"a":'.repeat(10_000)}1${"}".repeat(10_000)}`,
  new TextEncoder().encode('{"fees":{"fastestFee":9}}').buffer as ArrayBuffer,
  '{"pong":"maybe"}',
];

/** Known keys of the main socket with values of the wrong shape. */
const MALFORMED_MAIN = [
  { block: "tall" },
  { block: { height: "tall" } },
  { block: { height: 1e300, id: 5 } },
  { blocks: [1, 2] },
  { blocks: "all of them" },
  { blocks: [] },
  { fees: "cheap" },
  { fees: { fastestFee: "9" } },
  { mempoolInfo: [1] },
  { vBytesPerSecond: "fast" },
  { "mempool-blocks": { first: 1 } },
  { "mempool-blocks": [1, "two"] },
  { da: 7 },
  { conversions: "dear" },
  { loadingIndicators: [] },
  { transactions: {} },
  { rbfLatest: 5 },
  { rbfLatestSummary: "none" },
  { accelerations: "all" },
  { accelerations: { added: "x", removed: 3 } },
  { accelerations: { accelerations: [{ txid: 7 }] } },
  { "mempool-transactions": { added: 5, removed: "x" } },
  { "mempool-transactions": { mined: [{ txid: "zz" }] } },
  { "live-2h-chart": "up" },
  { backendInfo: 5 },
  { backendInfo: { hostname: "x" }, blocks: "none" },
];

/** Projected block messages of the wrong shape, or of another index, or out of sequence. */
const malformedProjected = (index: number, sequence: number): Frame[] => [
  { "projected-block-transactions": "x" },
  { "projected-block-transactions": { index, sequence: "next" } },
  { "projected-block-transactions": { index, sequence: sequence + 1, delta: "everything" } },
  { "projected-block-transactions": { index, sequence: sequence + 1, delta: { added: [["not a txid", 1, 2, 3, 4, 5, 6]], removed: [], changed: [] } } },
  { "projected-block-transactions": { index, sequence: sequence + 1, blockTransactions: [[1, 2, 3]] } },
  { "projected-block-transactions": { index: (index + 3) % 8, sequence: sequence + 1, blockTransactions: [] } },
  { "projected-block-transactions": { index, sequence: 1e20, blockTransactions: [] } },
  { "projected-block-transactions": { index, sequence: sequence + 5, delta: { added: [], removed: [], changed: [] } } },
];

describe("the upstream sending malformed frames", () => {
  it("drops them, keeps its last good values and the session, and carries on with the next real update", async () => {
    const viewers = await start();
    const sessions = hub().link.sessions;
    const bundleBefore = await (await hub().initData()).json<Record<string, unknown>>();

    for (let socket = 0; socket < 9; socket++) for (const frame of MALFORMED_ANYWHERE) faulty.inject(socket, frame);
    for (const frame of MALFORMED_MAIN) faulty.inject(0, JSON.stringify(frame));
    for (let index = 0; index < 8; index++) for (const frame of malformedProjected(index, 1_000)) faulty.inject(1 + index, JSON.stringify(frame));
    await faulty.delivered();
    hub().flush();

    expect(hub().link.state).toBe("up");
    expect(hub().link.sessions, "no frame ends the session").toBe(sessions);
    expectConnected(viewers);
    const bundleAfter = await (await hub().initData()).json<Record<string, unknown>>();
    expect(bundleAfter, "the init bundle keeps its last good values").toEqual(bundleBefore);
    // A new viewer is answered as before.
    const late = await setup!.viewer({ action: "init" });
    expect(late.frames()[0]).toEqual(bundleBefore);

    setup!.advance(30);
    await expectCaughtUp(viewers);
    expectConnected(viewers);
    expect(hub().link.sessions).toBe(sessions);
    for (const viewer of [...viewers.all, late]) {
      for (const frame of viewer.frames()) for (const [key, value] of Object.entries(frame)) expect(hasBroadcastShape(key, value), `a relayed ${key}`).toBe(true);
    }
    expect(acceleratedTxids(viewers.accelerations), "no acceleration lost").toEqual(devnetAccelerations());
  });
});

type Block = { id: string; height: number; previousblockhash: string; timestamp: number } & Record<string, unknown>;

/** A block hash no real block has, distinct per `n`. */
const forkHash = (n: number): string => `00000000${"f".repeat(48)}${n.toString(16).padStart(8, "0")}`;

/** `chain` with its last `depth` blocks replaced by competitors, and one more on top: the same shape, other hashes. */
function competingChain(chain: readonly Block[], depth: number): Block[] {
  const kept = chain.slice(0, -depth);
  const forked: Block[] = [];
  let previous = kept.at(-1)!;
  for (let i = 0; i <= depth; i++) {
    const model = chain[chain.length - depth + Math.min(i, depth - 1)]!;
    const block: Block = { ...model, id: forkHash(i), height: previous.height + 1, previousblockhash: previous.id, timestamp: previous.timestamp + 600 };
    forked.push(block);
    previous = block;
  }
  return [...kept, ...forked].slice(-chain.length);
}

describe("the upstream reorganising its chain two blocks deep", () => {
  it("gives viewers and new arrivals the new chain, full projected blocks after it, and follows the chain back", async () => {
    const viewers = await start();
    const chain = direct({ action: "want", data: ["blocks"] }).blocks as Block[];
    const competing = competingChain(chain, 2);
    const orphaned = chain.slice(-2).map((block) => block.id);
    const asked = () => faulty.openPipes.slice(1).map((pipe) => pipe.fromHub.filter((text) => text.includes("track-mempool-block")).length);
    const askedBefore = asked();

    // As the original backend announces one (research §1.7): the whole list to want-blocks sockets.
    faulty.inject(0, JSON.stringify({ blocks: competing }));
    await eventually(async () => (JSON.stringify(ids(latestBlocks(viewers.blocks))) === JSON.stringify(ids(competing)) ? true : undefined), "the viewer to hold the new chain");
    const bundle = await (await hub().initData()).json<{ blocks: Block[] }>();
    expect(ids(bundle.blocks), "the init bundle holds the new chain").toEqual(ids(competing));
    const arrival = await setup!.viewer({ action: "want", data: ["blocks"] });
    expect(ids(latest(arrival, "blocks")), "so does a new viewer's answer").toEqual(ids(competing));
    for (const id of orphaned) expect(JSON.stringify(bundle)).not.toContain(id);
    // Positions moved: the hub asks its upstream for every projected block in full again.
    await eventually(async () => (asked().every((count, i) => count > askedBefore[i]!) ? true : undefined), "the hub to ask for full projected blocks");

    // The next block of the new chain joins it.
    const next = { ...competing.at(-1)!, id: forkHash(99), height: competing.at(-1)!.height + 1, previousblockhash: competing.at(-1)!.id };
    faulty.inject(0, JSON.stringify({ block: next }));
    await eventually(async () => (latestBlocks(viewers.blocks).at(-1)?.id === next.id ? true : undefined), "the next block");
    expect(ids((await (await hub().initData()).json<{ blocks: Block[] }>()).blocks)).toEqual(ids([...competing.slice(1), next]));

    // The old chain wins after all (a lower tip): the whole list again, and the devnet carries on from it.
    faulty.inject(0, JSON.stringify({ blocks: chain }));
    await eventually(async () => (JSON.stringify(ids(latestBlocks(viewers.blocks))) === JSON.stringify(ids(chain)) ? true : undefined), "the viewer to hold the first chain again");
    const tip = chain.at(-1)!.height;
    while (network.chain.tipHeight === tip) setup!.advance(30);
    await expectCaughtUp(viewers);
    expectConnected(viewers);
  });
});

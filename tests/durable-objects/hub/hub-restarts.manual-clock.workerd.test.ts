/**
 * The hub or the devnet object restarted mid-stream (issue 17), as the runtime does after a crash
 * or an update: every socket the object held breaks, and a new instance starts from its storage.
 * The devnet's clock is manual (this file's project in vitest.workers.config.ts), so it survives
 * the restart and moves only when stepped; the project runs one file at a time, so no other file's
 * requests land on an object this one resets.
 */
import { SELF, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { UPSTREAM_ROLES } from "../../../durable-objects/hub/upstream/subscriptions.ts";
import { closeAll, connectDevnet, connectHub, devnetSockets, devnetStub, eventually, hubStatus, hubStub, type TestSocket } from "./hub-harness.ts";
import { listedTxids, ProjectedCopy } from "./projected-copy.ts";

beforeAll(async () => {
  // The first request seeds the network, a slice per alarm; the clock can be stepped once it has.
  expect((await SELF.fetch("http://explorer.test/api/blocks/tip/height")).status).toBe(200);
  await settleAlarms(devnetStub());
});

afterEach(closeAll);

/** The hub's constant upstream session: a main socket and one per projected block. */
const UPSTREAM_SOCKETS = UPSTREAM_ROLES.length;

async function step(body: Readonly<Record<string, number>>): Promise<void> {
  const response = await SELF.fetch("http://explorer.test/api/v1/devnet/clock", { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" } });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** Runs `stub`'s armed alarms until none is left (or `most` ran). */
async function settleAlarms(stub: DurableObjectStub, most = 500): Promise<void> {
  for (let runs = 0; runs < most && (await runDurableObjectAlarm(stub)); runs++);
}

/**
 * Runs the object's due alarms first: an abort that lands inside an alarm can leave the test run
 * unable to exit (devnet-clock.manual-clock.workerd.test.ts).
 */
async function restart(stub: DurableObjectStub): Promise<void> {
  await settleAlarms(stub, 20);
  await runInDurableObject(stub, (_, state) => state.abort("test: the object restarts")).catch(() => undefined);
}

const copyOf = (socket: TestSocket) => new ProjectedCopy({ frames: () => socket.frames });

/** What the devnet itself answers now: its projected block 0, its blocks, its accelerations. */
async function devnetNow(): Promise<{ listing: string[]; tip: string; accelerations: string[] }> {
  const socket = await connectDevnet();
  socket.send({ "track-mempool-block": 0 });
  const listing = listedTxids(await socket.next("projected-block-transactions"));
  socket.send({ action: "want", data: ["blocks"] });
  const blocks = (await socket.next("blocks")).blocks as { id: string }[];
  socket.send({ "track-accelerations": true });
  const accelerations = accelerationTxids((await socket.next("accelerations")).accelerations);
  socket.ws.close(1000, "read");
  return { listing, tip: blocks.at(-1)!.id, accelerations };
}

const accelerationTxids = (value: unknown): string[] => ((value as { accelerations: { txid: string }[] }).accelerations ?? []).map((a) => a.txid).sort();

interface Viewers {
  readonly tracker: TestSocket;
  readonly copy: ProjectedCopy;
  readonly blocks: TestSocket;
  readonly accelerations: TestSocket;
}

/** A viewer of each kind, as the web client subscribes (again, after a reconnect). */
async function subscribe(): Promise<Viewers> {
  const tracker = await connectHub();
  tracker.send({ "track-mempool-block": 0 });
  await tracker.next("projected-block-transactions");
  const blocks = await connectHub();
  blocks.send({ action: "want", data: ["blocks", "stats"] });
  await blocks.next("blocks");
  const accelerations = await connectHub();
  accelerations.send({ "track-accelerations": true });
  await accelerations.next("accelerations");
  return { tracker, copy: copyOf(tracker).catchUp(), blocks, accelerations };
}

const all = (viewers: Viewers) => [viewers.tracker, viewers.blocks, viewers.accelerations];

/** The viewers hold what the devnet holds. */
async function expectCaughtUp(viewers: Viewers): Promise<void> {
  const now = await devnetNow();
  await eventually(async () => (JSON.stringify(viewers.copy.catchUp().txids()) === JSON.stringify(now.listing) ? true : undefined), "the tracker to hold the devnet's projected block");
  await eventually(async () => {
    const frame = viewers.blocks.frames.findLast((f) => "block" in f || "blocks" in f);
    const tip = frame?.block ?? (frame?.blocks as unknown[] | undefined)?.at(-1);
    return (tip as { id?: string } | undefined)?.id === now.tip ? true : undefined;
  }, "the viewer to hold the devnet's tip");
  const last = viewers.accelerations.frames.findLast((frame) => "accelerations" in frame)?.accelerations as { accelerations?: unknown } | undefined;
  if (last?.accelerations) expect(accelerationTxids(last)).toEqual(now.accelerations);
}

describe("the devnet object restarted mid-stream", () => {
  it("keeps the hub's viewers connected, and resynchronises them from the restarted devnet", async () => {
    const viewers = await subscribe();
    await step({ seconds: 30 });
    await expectCaughtUp(viewers);
    const before = { sessions: (await hubStatus()).sessions, sequence: viewers.copy.sequence, fulls: viewers.copy.fulls };

    await restart(devnetStub());
    const status = await eventually(async () => {
      const now = await hubStatus();
      return now.state === "up" && now.sessions > before.sessions ? now : undefined;
    }, "the hub to reconnect to the restarted devnet");
    expect(status.sessions).toBe(before.sessions + 1);
    for (const viewer of all(viewers)) expect(viewer.closed, "the viewer stays connected").toBeUndefined();
    await eventually(async () => (viewers.copy.catchUp().fulls > before.fulls ? true : undefined), "a full snapshot from the new session");
    expect(viewers.copy.sequence, "at a fresh sequence").toBeGreaterThan(before.sequence);
    await expectCaughtUp(viewers);

    await step({ blocks: 1 });
    await step({ seconds: 30 });
    await expectCaughtUp(viewers);
    expect(await devnetSockets(), "one session on the devnet").toBe(UPSTREAM_SOCKETS);
    for (const viewer of all(viewers)) expect(viewer.closed).toBeUndefined();
  });
});

describe("the hub object restarted mid-stream", () => {
  it("closes its viewers' sockets so they reconnect at once, leaves no upstream socket behind, and answers them afresh", async () => {
    const first = await subscribe();
    await step({ seconds: 30 });
    await expectCaughtUp(first);

    await restart(hubStub());
    // A viewer learns of the restart from its socket's close, not from a ping 30 s later.
    for (const viewer of all(first)) await eventually(async () => viewer.closed, "the viewer's socket to close");

    // As the web client does 2–4 s later: connect again and subscribe again.
    const again = await subscribe();
    expect(again.copy.fulls, "a full snapshot first").toBe(1);
    await step({ blocks: 1 });
    await step({ seconds: 30 });
    await expectCaughtUp(again);
    await eventually(async () => ((await devnetSockets()) === UPSTREAM_SOCKETS ? true : undefined), "the old instance's upstream sockets to close");
  });
});

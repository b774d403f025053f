import { describe, expect, it } from "vitest";
import { PING_AFTER_MS, PONG_TIMEOUT_MS, UpstreamLink } from "../../../../durable-objects/hub/upstream/upstream-link.ts";
import { SessionPriming } from "../../../../durable-objects/hub/upstream/session-priming.ts";
import { roleName, UPSTREAM_ROLES, type UpstreamRole } from "../../../../durable-objects/hub/upstream/subscriptions.ts";
import type { UpstreamTarget } from "../../../../durable-objects/hub/upstream/upstream-target.ts";

/** The far end of one upstream socket: what the hub sent, and a way to answer or hang up. */
class UpstreamEnd extends EventTarget {
  readonly sent: string[] = [];
  closed = false;
  send(text: string): void {
    if (this.closed) throw new Error("closed");
    this.sent.push(text);
  }
  close(): void {
    this.closed = true;
  }
  push(frame: unknown): void {
    this.dispatchEvent(Object.assign(new Event("message"), { data: JSON.stringify(frame) }));
  }
  hangUp(code: number): void {
    this.dispatchEvent(Object.assign(new Event("close"), { code, reason: "gone" }));
  }
}

/** An upstream that accepts every socket (or refuses while `refusing`), recording them. */
function upstream() {
  const ends: UpstreamEnd[] = [];
  const state = { refusing: false };
  const target: UpstreamTarget = {
    description: "a test upstream",
    openSocket: async () => {
      if (state.refusing) throw new Error("refused");
      const end = new UpstreamEnd();
      ends.push(end);
      return end as unknown as WebSocket;
    },
    get: async () => new Response(null, { status: 404 }),
  };
  return { target, ends, state };
}

function linkOn(target: UpstreamTarget, clock: { now: number }) {
  const frames: [string, unknown][] = [];
  const losses: [string, number][] = [];
  let ups = 0;
  const link = new UpstreamLink(
    target,
    { onFrame: (role: UpstreamRole, frame) => frames.push([roleName(role), frame]), onUp: () => ups++, onLost: (reason, retryAt) => losses.push([reason, retryAt]) },
    { now: () => clock.now, random: () => 0 },
  );
  return { link, frames, losses, ups: () => ups };
}

describe("UpstreamLink", () => {
  it("opens one socket per role, subscribes each, and passes their frames on", async () => {
    const { target, ends } = upstream();
    const clock = { now: 0 };
    const { link, frames, ups } = linkOn(target, clock);
    await link.connect();
    expect([link.state, ends.length, ups(), link.sessions]).toEqual(["up", UPSTREAM_ROLES.length, 1, 1]);
    expect(ends[0]!.sent[0]).toBe('{"action":"init"}');
    expect(ends[3]!.sent).toEqual(['{"track-mempool-block":2}']);
    ends[3]!.push({ "projected-block-transactions": { index: 2 } });
    ends[0]!.push("not an object");
    expect(frames).toEqual([["block 2", { "projected-block-transactions": { index: 2 } }]]);
  });

  it("ends the whole session when one socket closes, and retries after a growing, jittered delay", async () => {
    const { target, ends, state } = upstream();
    const clock = { now: 1_000 };
    const { link, losses } = linkOn(target, clock);
    await link.connect();
    ends[4]!.hangUp(1012);
    expect(link.state).toBe("down");
    expect(ends.every((end) => end.closed)).toBe(true);
    expect(losses).toEqual([[expect.stringMatching(/block 3 closed \(1012/), 2_000]]);
    await link.connect();
    expect(link.state).toBe("down");
    clock.now = 2_000;
    state.refusing = true;
    await link.connect();
    expect(losses.at(-1)).toEqual([expect.stringMatching(/refused/), 4_000]);
    clock.now = 4_000;
    state.refusing = false;
    await link.connect();
    expect([link.state, link.sessions]).toEqual(["up", 2]);
    link.confirmHealthy();
    ends.at(-1)!.hangUp(1006);
    expect(losses.at(-1)![1]).toBe(5_000);
  });

  it("pings a quiet socket and gives up on one that does not answer", async () => {
    const { target, ends } = upstream();
    const clock = { now: 0 };
    const { link, losses } = linkOn(target, clock);
    await link.connect();
    expect(link.maintain()).toBe(PING_AFTER_MS);
    clock.now = PING_AFTER_MS;
    for (const end of ends.slice(1)) end.push({ pong: true });
    expect(link.maintain()).toBe(PING_AFTER_MS + PONG_TIMEOUT_MS);
    expect(ends[0]!.sent.at(-1)).toBe('{"action":"ping"}');
    clock.now = PING_AFTER_MS + PONG_TIMEOUT_MS;
    link.maintain();
    expect(link.state).toBe("down");
    expect(losses[0]![0]).toMatch(/main did not answer a ping/);
  });

  it("closes everything when stopped, and ignores the old sockets afterwards", async () => {
    const { target, ends } = upstream();
    const { link, frames, losses } = linkOn(target, { now: 0 });
    await link.connect();
    link.stop();
    expect([link.state, ends.every((end) => end.closed)]).toEqual(["idle", true]);
    ends[0]!.push({ fees: {} });
    ends[0]!.hangUp(1000);
    expect([frames, losses]).toEqual([[], []]);
    expect(link.send(UPSTREAM_ROLES[0]!, "{}")).toBe(false);
  });
});

describe("SessionPriming", () => {
  it("keeps the replies to the hub's subscriptions, in any order, until all are in", () => {
    const priming = new SessionPriming();
    expect(priming.offer({ accelerations: { accelerations: [] } })).toBe(true);
    expect(priming.offer({ pong: true })).toBe(true);
    expect(priming.offer({ "mempool-transactions": {}, fees: {} })).toBe(false);
    expect(priming.offer({ rbfLatest: [] })).toBe(true);
    expect(priming.primed).toBe(false);
    priming.sawInitBundle();
    expect(priming.primed).toBe(false);
    expect(priming.offer({ blocks: [], fees: { fastestFee: 2 } })).toBe(true);
    expect(priming.primed).toBe(true);
    expect([...priming.batch.values.keys()]).toEqual(["accelerations", "rbfLatest", "blocks", "fees"]);
  });
});

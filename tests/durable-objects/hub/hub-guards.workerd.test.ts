import { runInDurableObject } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { HUB_PEER_HEADER, HUB_SHARD_HEADER } from "../../../durable-objects/hub/hub-env.ts";
import type { Hub } from "../../../durable-objects/hub/hub-object.ts";
import { MAX_TRACKED_ADDRESSES } from "../../../shared/protocol/socket-limits.ts";
import { closeAll, connectHub, freezeDevnet, hubStub, stepDevnet, type TestSocket } from "./hub-harness.ts";

afterEach(async () => {
  closeAll();
  await runInDurableObject(hubStub(), (instance) => (instance as unknown as Hub).useSendLimits({ capacityBytes: 10_000_000, drainBytesPerSecond: 128_000 }));
});

/** A viewer that keeps receiving while others misbehave. */
async function bystander(): Promise<TestSocket> {
  const socket = await connectHub();
  socket.send({ action: "want", data: ["mempool-blocks"] });
  await socket.next("mempool-blocks");
  return socket;
}

async function stillServed(socket: TestSocket): Promise<void> {
  socket.skip();
  await stepDevnet(3);
  expect(await socket.next("mempool-blocks")).toBeDefined();
  socket.send({ action: "ping" });
  await socket.next("pong");
  expect(socket.closed).toBeUndefined();
}

describe("the hub's guards close only the offending socket", () => {
  it("closes on an oversized frame, malformed JSON, a flood and an over-long track-txs", async () => {
    await freezeDevnet();
    const other = await bystander();

    const big = await connectHub();
    big.send({ "track-address": "x".repeat(50_001) });
    expect(await big.closing()).toMatchObject({ code: 1009, reason: expect.stringMatching(/too big/) });

    const garbage = await connectHub();
    garbage.send("{not json");
    expect(await garbage.closing()).toEqual({ code: 1008, reason: "Malformed frame: not JSON." });

    const chatty = await connectHub();
    for (let i = 0; i < 101; i++) chatty.send({ "track-rbf-summary": false });
    expect(await chatty.closing()).toMatchObject({ code: 1008, reason: expect.stringMatching(/Too many messages/) });

    const greedy = await connectHub();
    greedy.send({ "track-txs": Array.from({ length: 101 }, (_, i) => i.toString(16).padStart(64, "0")) });
    expect((await greedy.next("track-txs-error"))["track-txs-error"]).toMatch(/too many txids/);
    expect(await greedy.closing()).toMatchObject({ code: 1008 });

    await stillServed(other);
  });

  it("treats a browser that sends the hub's internal shard headers as a browser", async () => {
    await freezeDevnet();
    const faker = await connectHub("", { [HUB_PEER_HEADER]: "0", [HUB_SHARD_HEADER]: "1" });
    faker.send({ action: "ping" });
    await faker.next("pong");
    const status = await runInDurableObject(hubStub(), (instance) => (instance as unknown as Hub).status());
    expect(status.shardSockets, "the root does not count it as a shard's socket").toBe(0);
    for (let i = 0; i < 101; i++) faker.send({ "track-rbf-summary": false });
    expect(await faker.closing()).toMatchObject({ code: 1008, reason: expect.stringMatching(/Too many messages/) });
  });

  it("refuses more addresses than a connection may track, keeping the socket open", async () => {
    await freezeDevnet();
    const viewer = await connectHub();
    const addresses = Array.from({ length: MAX_TRACKED_ADDRESSES + 1 }, () => "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq");
    viewer.send({ "track-addresses": addresses });
    expect((await viewer.next("track-addresses-error"))["track-addresses-error"]).toMatch(/too many addresses/);
    viewer.send({ "track-scriptpubkeys": Array.from({ length: MAX_TRACKED_ADDRESSES + 1 }, () => "0014e8df018c7e326cc253faac7e46cdc51e68542c42") });
    expect((await viewer.next("track-scriptpubkeys-error"))["track-scriptpubkeys-error"]).toMatch(/too many scriptpubkeys/);
    viewer.send({ action: "ping" });
    await viewer.next("pong");
    expect(viewer.closed).toBeUndefined();
  });

  it("sheds a socket it would have to queue more for than its budget, while another keeps receiving", async () => {
    await freezeDevnet();
    await stepDevnet(20);
    const other = await bystander();
    // Any client would read at least 1 byte/s; the hub keeps at most 60 kB queued for one.
    await runInDurableObject(hubStub(), (instance) => (instance as unknown as Hub).useSendLimits({ capacityBytes: 60_000, drainBytesPerSecond: 1 }));
    const hungry = await connectHub();
    // Each re-subscription answers with a whole projected block: a cheap way to make the hub send a lot.
    for (let i = 0; i < 60 && !hungry.closed; i++) {
      hungry.send({ "track-mempool-block": 0 });
      await hungry.until(() => (hungry.closed || hungry.frames.length > i ? true : undefined), "a snapshot or the close", 5_000);
    }
    expect(await hungry.closing()).toMatchObject({ code: 1013, reason: expect.stringMatching(/Too slow/) });
    expect(hungry.raw.reduce((bytes, text) => bytes + text.length, 0)).toBeLessThanOrEqual(60_000);
    await stillServed(other);
  });
});

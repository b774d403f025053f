import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import type { Devnet } from "../../../../durable-objects/devnet/devnet-object.ts";
import { TestSocket, type Frame, type Projected } from "../../../support/test-socket.ts";
import { confirmTrackedTx } from "../../../support/confirm-tracked-tx.ts";

/**
 * The worker sends viewers' sockets to the hub; the devnet is reached directly, as the hub reaches it.
 * Signet's devnet, so these sockets never count among the mainnet hub's upstream sockets, which the
 * hub's tests count while running beside this file.
 */
const NETWORK = "signet";
const stub = () => env.DEVNET.get(env.DEVNET.idFromName(NETWORK));
const devnetRequest = (path: string, headers: Record<string, string> = {}) =>
  stub().fetch(`http://devnet${path}`, { headers: { ...headers, "x-blocktide-devnet-network": NETWORK } });
const open: TestSocket[] = [];

async function connect(): Promise<TestSocket> {
  const response = await devnetRequest("/api/v1/ws", { Upgrade: "websocket" });
  expect(response.status).toBe(101);
  const ws = response.webSocket!;
  ws.accept();
  const socket = new TestSocket(ws);
  open.push(socket);
  return socket;
}

/** The simulated clock: frozen, and moved only by `step` (the object's alarm then catches up). */
let simulated = 0;
async function setClock(seconds: number): Promise<void> {
  simulated = seconds;
  const at = seconds;
  await runInDurableObject(stub(), (instance) => (instance as unknown as Devnet).useClock(() => at));
}
const freeze = () => setClock(Math.max(simulated, Date.now() / 1000 + 1));
async function step(seconds: number): Promise<void> {
  await setClock(simulated + seconds);
  await runDurableObjectAlarm(stub());
}

afterEach(() => {
  for (const socket of open.splice(0)) if (!socket.closed) socket.ws.close(1000, "test done");
});

describe("the devnet's /api/v1/ws", () => {
  it("answers init with the bundle (8 blocks, oldest first) and ping with pong", async () => {
    const socket = await connect();
    socket.send({ action: "init" });
    const bundle = await socket.next("blocks");
    expect(bundle).toMatchObject({ backend: "esplora", mempoolInfo: expect.any(Object), fees: expect.any(Object), da: expect.any(Object) });
    const heights = (bundle.blocks as { height: number }[]).map((block) => block.height);
    expect(heights).toHaveLength(8);
    expect(heights[7]! - heights[0]!).toBe(7);
    socket.send({ action: "ping" });
    expect(await socket.next("pong")).toEqual({ pong: true });
    // The runtime answered that ping itself, without running the object's code.
    const answered = await runInDurableObject(stub(), (_, state) => state.getWebSockets().filter((ws) => state.getWebSocketAutoResponseTimestamp(ws) !== null).length);
    expect(answered).toBe(1);
  });

  it("sends on init the very bundle GET /api/v1/init-data serves, backend and rbfSummary included", async () => {
    await freeze();
    const rest = await (await devnetRequest("/api/v1/init-data")).json<Frame>();
    const socket = await connect();
    socket.send({ action: "init" });
    const bundle = await socket.next("blocks");
    expect(Object.keys(rest)[0]).toBe("backend");
    expect(Object.keys(bundle)).toEqual(Object.keys(rest));
    expect(bundle).toEqual(rest);
  });

  it("pushes mempool-blocks on each update and projected-block deltas whose sequence is the previous + 1", async () => {
    await freeze();
    const socket = await connect();
    socket.send({ action: "want", data: ["mempool-blocks"] });
    await socket.next("mempool-blocks");
    await step(20);
    await socket.next("mempool-blocks");
    socket.send({ "track-mempool-block": 0 });
    const full = (await socket.next("projected-block-transactions"))["projected-block-transactions"] as Projected;
    expect(full).toMatchObject({ index: 0, blockTransactions: expect.any(Array) });
    let sequence = full.sequence;
    for (let i = 0; i < 3; i++) {
      await step(3);
      const frame = await socket.next("projected-block-transactions");
      const message = frame["projected-block-transactions"] as Projected;
      expect(message.sequence).toBe(sequence + 1);
      expect(frame["mempool-blocks"]).toEqual(expect.any(Array));
      if (!("block" in frame)) expect(message.delta).toMatchObject({ added: expect.any(Array), removed: expect.any(Array), changed: expect.any(Array) });
      sequence = message.sequence;
    }
  });

  it("answers track-tx with txPosition, and later sends txConfirmed in the same frame as the block", async () => {
    await freeze();
    await step(20);
    const socket = await connect();
    socket.send({ "track-mempool-block": 0 });
    const listed = ((await socket.next("projected-block-transactions"))["projected-block-transactions"] as Projected).blockTransactions!;
    const txid = listed[0]![0];
    socket.send({ "track-tx": txid, "track-mempool-block": -1 });
    expect((await socket.next("txPosition")).txPosition).toMatchObject({ txid, position: { block: 0 } });
    const { frame: confirmed, txid: tracked } = await confirmTrackedTx(socket, txid, { step: () => step(20), get: devnetRequest });
    expect(confirmed.txConfirmed).toBe(tracked);
    expect(confirmed.block).toMatchObject({ height: expect.any(Number), id: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });

  it("closes a socket that sends a hostile frame, with the reason, while another socket keeps receiving", async () => {
    await freeze();
    const bystander = await connect();
    bystander.send({ action: "want", data: ["mempool-blocks"] });
    await bystander.next("mempool-blocks");

    const big = await connect();
    big.send({ "track-address": "x".repeat(50_001) });
    expect(await big.closing()).toMatchObject({ code: 1009, reason: expect.stringMatching(/too big/) });

    const garbage = await connect();
    garbage.send("{not json");
    expect(await garbage.closing()).toEqual({ code: 1008, reason: "Malformed frame: not JSON." });

    const chatty = await connect();
    for (let i = 0; i < 101; i++) chatty.send({ "track-rbf-summary": false });
    expect(await chatty.closing()).toMatchObject({ code: 1008, reason: expect.stringMatching(/Too many messages/) });

    const greedy = await connect();
    greedy.send({ "track-txs": Array.from({ length: 101 }, (_, i) => i.toString(16).padStart(64, "0")) });
    expect((await greedy.next("track-txs-error"))["track-txs-error"]).toMatch(/too many txids/);
    expect(await greedy.closing()).toMatchObject({ code: 1008 });

    await step(3);
    expect(await bystander.next("mempool-blocks")).toBeDefined();
    bystander.send({ action: "ping" });
    await bystander.next("pong");
    expect(bystander.closed).toBeUndefined();
  });

  it("leaves its clock to the alarm while a socket is open: a request answers the state the sockets were told, unless the alarm fell behind", async () => {
    await freeze();
    const socket = await connect();
    socket.send({ action: "want", data: ["mempool-blocks"] });
    await socket.next("mempool-blocks");
    await step(1);
    // The alarm's next run is this test's to make: a wall-clock one could land between two requests.
    await runInDurableObject(stub(), (_, state) => state.storage.deleteAlarm());
    const txids = async () => (await (await devnetRequest("/api/mempool/txids")).json<string[]>()).sort();
    const announced = await txids();
    await setClock(simulated + 4);
    expect(await txids()).toEqual(announced);
    socket.skip();
    // A gap the alarm would never leave: the request itself catches up, and announces it.
    await setClock(simulated + 60);
    expect(await txids()).not.toEqual(announced);
    expect(await socket.next("mempool-blocks")).toBeDefined();
  });

  it("keeps each subscription in the socket's attachment, and stops the alarm with the last socket", async () => {
    const socket = await connect();
    socket.send({ action: "want", data: ["blocks", "stats"], "track-rbf": "all" });
    await socket.next("blocks");
    const attachments = await runInDurableObject(stub(), (_, state) => state.getWebSockets().map((ws) => ws.deserializeAttachment() as Frame));
    expect(attachments).toContainEqual(expect.objectContaining({ want: ["blocks", "stats"], rbf: "all" }));
    expect(await runInDurableObject(stub(), (_, state) => state.storage.getAlarm())).not.toBeNull();

    for (const s of open.splice(0)) s.ws.close(1000, "bye");
    const remaining = async () => runInDurableObject(stub(), (_, state) => state.getWebSockets().length);
    for (let i = 0; i < 50 && (await remaining()) > 0; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await remaining()).toBe(0);
    await runDurableObjectAlarm(stub());
    expect(await runInDurableObject(stub(), (_, state) => state.storage.getAlarm())).toBeNull();
  });
});

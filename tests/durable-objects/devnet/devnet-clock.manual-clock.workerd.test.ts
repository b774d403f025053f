/**
 * The devnet's manual clock (DEVNET_CLOCK = "manual", this file's project in vitest.workers.config.ts):
 * it stands still until `POST /api/v1/devnet/clock` steps it, through the worker's API path, and
 * each step reaches the devnet's sockets as the alarm's updates do.
 */
import { SELF, abortAllDurableObjects, env, runDurableObjectAlarm } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { DEVNET_NETWORK_HEADER } from "../../../durable-objects/devnet/devnet-object.ts";
import { TestSocket } from "../../support/test-socket.ts";

interface ClockReading {
  readonly time: number;
  readonly height: number;
}

const CLOCK_PATH = "/api/v1/devnet/clock";
const api = (path: string, init?: RequestInit) => SELF.fetch(`http://explorer.test${path}`, init);
const step = (body: string, prefix = "") => api(`${prefix}${CLOCK_PATH}`, { method: "POST", body, headers: { "content-type": "application/json" } });

async function stepped(body: string, prefix = ""): Promise<ClockReading> {
  const response = await step(body, prefix);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json<ClockReading>();
}

async function reading(prefix = ""): Promise<ClockReading> {
  const response = await api(`${prefix}${CLOCK_PATH}`);
  expect(response.status).toBe(200);
  return response.json<ClockReading>();
}

const devnet = (network: string) => env.DEVNET.get(env.DEVNET.idFromName(network));
const mainnetDevnet = () => devnet("mainnet");

/**
 * Runs each object's armed alarms until none is left, as it would by itself a moment later: the
 * first save of a new network is written a slice per alarm, and storage holds no clock before the
 * last one. An abort that lands inside an alarm can leave the test run unable to exit, so every
 * network this file started is settled before one.
 */
async function settleStorage(): Promise<void> {
  for (const network of ["mainnet", "testnet"]) {
    for (let runs = 0; runs < 100 && (await runDurableObjectAlarm(devnet(network))); runs++);
  }
}

const tipHeight = async () => Number(await (await api("/api/blocks/tip/height")).text());

const open: TestSocket[] = [];

/** A socket on mainnet's devnet itself, as the hub holds one; it arms the object's alarm. */
async function connect(): Promise<TestSocket> {
  const response = await mainnetDevnet().fetch("http://devnet/api/v1/ws", { headers: { Upgrade: "websocket", [DEVNET_NETWORK_HEADER]: "mainnet" } });
  expect(response.status).toBe(101);
  response.webSocket!.accept();
  const socket = new TestSocket(response.webSocket!);
  open.push(socket);
  return socket;
}

afterEach(() => {
  for (const socket of open.splice(0)) if (!socket.closed) socket.ws.close(1000, "test done");
});

describe("the devnet's manual clock", () => {
  it("starts at the wall time of the first start and stands still, the alarm's ticks included", async () => {
    const first = await reading();
    expect(first.time).toBeLessThanOrEqual(Date.now() / 1000);
    expect(first.height).toBe(await tipHeight());
    await connect();
    // The alarm's ticks, its own and forced ones, over more than a second of the wall clock.
    const started = Date.now();
    let ticks = 0;
    while (Date.now() - started < 1_500) {
      if (await runDurableObjectAlarm(mainnetDevnet())) ticks++;
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(ticks).toBeGreaterThan(0);
    expect(await reading()).toEqual(first);
  });

  it("steps to the next blocks, announcing each to the open sockets", async () => {
    const socket = await connect();
    socket.send({ action: "want", data: ["blocks"] });
    await socket.next("blocks");
    const before = await reading();

    const after = await stepped('{"blocks": 2}');
    expect(after.height).toBe(before.height + 2);
    expect(after.time).toBeGreaterThan(before.time);
    expect(await tipHeight()).toBe(after.height);
    const announced = [(await socket.next("block")).block, (await socket.next("block")).block];
    const tipHash = await (await api("/api/blocks/tip/hash")).text();
    expect(announced).toEqual([expect.objectContaining({ height: before.height + 1 }), expect.objectContaining({ height: before.height + 2, id: tipHash })]);
  });

  it("steps seconds: the clock moves by exactly that much, and transactions arrive meanwhile", async () => {
    const before = await reading();
    const newest = async () => (await (await api("/api/mempool/recent")).json<{ txid: string }[]>())[0]?.txid;
    const newestBefore = await newest();
    let time = before.time;
    // Arrivals are random and a block may take everything: a few steps make one certain enough.
    for (let i = 0; i < 20; i++) {
      const after = await stepped('{"seconds": 5}');
      expect(after.time).toBe(time + 5);
      time = after.time;
      const now = await newest();
      if (now !== undefined && now !== newestBefore) return;
    }
    throw new Error("No transaction arrived in 100 stepped seconds.");
  });

  it("refuses a malformed step with 400 in the API's JSON form, and moves nothing", async () => {
    const before = await reading();
    for (const body of ["", "{}", '{"blocks": 0}', '{"blocks": 101}', '{"blocks": 1.5}', '{"blocks": "1"}', '{"seconds": 86401}', '{"blocks": 1, "seconds": 1}', '{"block": 1}']) {
      const response = await step(body);
      expect(response.status, body).toBe(400);
      expect(await response.json(), body).toEqual({ error: expect.stringMatching(/^Invalid clock step/) });
    }
    expect(await reading()).toEqual(before);
  });

  it("steps each network's devnet on its own", async () => {
    const mainnet = await reading();
    const testnet = await reading("/testnet");
    expect((await stepped('{"blocks": 1}', "/testnet")).height).toBe(testnet.height + 1);
    expect(await reading()).toEqual(mainnet);
  });

  it("keeps a stepped clock across a restart of the object", async () => {
    const after = await stepped('{"blocks": 1}');
    await settleStorage();
    await abortAllDurableObjects();
    expect(await reading()).toEqual(after);
  });
});

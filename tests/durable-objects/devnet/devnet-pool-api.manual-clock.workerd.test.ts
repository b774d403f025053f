/**
 * The partner pools' API on the devnet (api/devnet-pool-routes.ts), called as the accelerator
 * service calls it: on the DEVNET binding, never through the worker, whose public proxy refuses it.
 * The manual clock (this file's project) moves only when a test steps it, so every answer is read
 * against a state that stands still; the accelerated transactions are the test's own, signed with
 * the devnet's keys, so none depends on the seed's traffic.
 */
import { SELF, abortAllDurableObjects, env, runDurableObjectAlarm } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { DevnetPoolListing } from "../../../durable-objects/devnet/api/devnet-pool-routes.ts";
import { DEVNET_NETWORK_HEADER } from "../../../durable-objects/devnet/devnet-object.ts";
import type { Acceleration, AccelerationDelta, PublicAcceleration } from "../../../shared/types/acceleration.ts";
import type { BlockExtended } from "../../../shared/types/block-extended.ts";
import { broadcast, devnetKeyring, findWalletCoin, signedPayment, type SpendableCoin } from "../../support/devnet-wallet.ts";
import { type Frame, type Projected, TestSocket } from "../../support/test-socket.ts";

const NETWORK = "mainnet";
const stub = () => env.DEVNET.get(env.DEVNET.idFromName(NETWORK));
/** A request to the devnet itself, as the accelerator service makes it. */
const devnet = (path: string, init: RequestInit = {}) =>
  stub().fetch(`http://devnet${path}`, { ...init, headers: { [DEVNET_NETWORK_HEADER]: NETWORK, "content-type": "application/json", ...(init.headers as Record<string, string> | undefined) } });
const accelerate = (slug: string, body: unknown) =>
  devnet(`/api/v1/devnet/pools/${slug}/accelerations`, { method: "POST", body: typeof body === "string" ? body : JSON.stringify(body) });
const withdraw = (slug: string, txid: string) => devnet(`/api/v1/devnet/pools/${slug}/accelerations/${txid}`, { method: "DELETE" });
const json = async <T>(response: Response): Promise<T> => {
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json<T>();
};
const active = async () => json<Acceleration[]>(await devnet("/api/v1/accelerations"));
const activeOf = async (txid: string) => (await active()).find((acceleration) => acceleration.txid === txid);

async function expectRefusal(response: Response, status: number, code: string): Promise<void> {
  expect({ status: response.status, body: await response.text() }).toEqual({ status, body: code });
  expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
}

async function stepBlock(): Promise<void> {
  const response = await devnet("/api/v1/devnet/clock", { method: "POST", body: '{"blocks": 1}' });
  expect(response.status, await response.text()).toBe(200);
}

/**
 * Runs each object's armed alarms until none is left, so storage holds the network whole before an
 * abort (an abort inside an alarm can leave the run unable to exit).
 */
async function settleStorage(): Promise<void> {
  for (let runs = 0; runs < 100 && (await runDurableObjectAlarm(stub())); runs++);
}

const keyring = devnetKeyring(NETWORK);
/** The coin the next of the test's transactions spends: a wallet coin, then each payment's output. */
let coin: SpendableCoin | undefined;
/** A little over 1 sat/vB for a one-in, one-out P2WPKH payment: cheap, yet above any floor of the fast profile. */
const CHEAP_FEE = 150;

/** A cheap payment of the test's own, broadcast; each spends the last one's output. */
async function cheapTransaction(): Promise<{ txid: string; weight: number }> {
  coin ??= await findWalletCoin(keyring);
  const payment = signedPayment(keyring, coin, { kind: "p2wpkh", keyIndex: 21 }, CHEAP_FEE);
  await broadcast(payment.hex);
  coin = { txid: payment.txid, vout: 0, value: coin.value - CHEAP_FEE, kind: "p2wpkh", keyIndex: 21 };
  return { txid: payment.txid, weight: payment.weight };
}

/**
 * What the next `accelerations` update tells `socket` of `txid`: its acceleration, or null when it
 * ends. An update also carries whatever changed since the sockets were last told, while none was open.
 */
async function announced(socket: TestSocket, txid: string): Promise<Acceleration | null | undefined> {
  const delta = (await socket.next("accelerations")).accelerations as AccelerationDelta;
  if (delta.removed.includes(txid)) return null;
  return delta.added.find((acceleration) => acceleration.txid === txid);
}

const open: TestSocket[] = [];
async function connect(): Promise<TestSocket> {
  const response = await devnet("/api/v1/ws", { headers: { Upgrade: "websocket" } });
  expect(response.status).toBe(101);
  response.webSocket!.accept();
  const socket = new TestSocket(response.webSocket!);
  open.push(socket);
  return socket;
}

let listing: DevnetPoolListing[] = [];
const partners = () => listing.filter((pool) => pool.partner);
const outsider = () => listing.find((pool) => !pool.partner)!;

beforeAll(async () => {
  // The first request seeds the network; the clock can be stepped once it has.
  listing = await json<DevnetPoolListing[]>(await devnet("/api/v1/devnet/pools"));
});

afterEach(() => {
  for (const socket of open.splice(0)) if (!socket.closed) socket.ws.close(1000, "test done");
});

describe("the devnet's partner pool API", () => {
  it("lists every pool with its unique id, whether it is a partner, and its API", async () => {
    expect(listing.length).toBeGreaterThan(2);
    expect(partners().length).toBeGreaterThan(1);
    expect(listing.some((pool) => !pool.partner)).toBe(true);
    for (const pool of listing) {
      expect(Object.keys(pool)).toEqual(["id", "slug", "name", "partner", "api"]);
      expect(pool.api).toBe(`/api/v1/devnet/pools/${pool.slug}`);
      expect(await json(await devnet(pool.api))).toEqual(pool);
    }
    expect(new Set(listing.map((pool) => pool.id)).size).toBe(listing.length);
  });

  it("accepts a partner's acceleration, shows it in the list, the feed and the projected block, and repeats idempotently", async () => {
    const [first, second] = partners();
    const watcher = await connect();
    watcher.send({ "track-accelerations": true });
    await watcher.next("accelerations");
    const { txid, weight } = await cheapTransaction();
    const request = { txid, feeDelta: 50_000, requestedAt: 1_763_700_123 };

    const accepted = await accelerate(first!.slug, request);
    expect(await json(accepted)).toEqual({ poolId: first!.id, txid, feeDelta: 50_000 });
    const acceleration = await activeOf(txid);
    // Its own coin was confirmed: the package is the transaction alone.
    expect(acceleration).toEqual({ txid, added: 1_763_700_123, effectiveVsize: Math.ceil(weight / 4), effectiveFee: CHEAP_FEE, feeDelta: 50_000, pools: [first!.id] });
    expect(await announced(watcher, txid)).toEqual(acceleration);

    // A socket that asks for the next projected block sees it there, flagged accelerated.
    const viewer = await connect();
    viewer.send({ "track-mempool-block": 0 });
    const projected = (await viewer.next("projected-block-transactions"))["projected-block-transactions"] as Projected;
    expect(projected.blockTransactions!.find((tuple) => tuple[0] === txid)?.[7]).toBe(1);
    expect(await json<{ acceleration?: boolean; acceleratedBy?: number[] }>(await devnet(`/api/v1/cpfp/${txid}`))).toMatchObject({ acceleration: true, acceleratedBy: [first!.id] });

    // The same call again: the same answer, and nothing changes.
    const before = await active();
    expect(await json(await accelerate(first!.slug, request))).toEqual({ poolId: first!.id, txid, feeDelta: 50_000 });
    expect(await active()).toEqual(before);

    // Another partner with the same bid joins it; the acceleration keeps its place and its start.
    expect(await json(await accelerate(second!.slug, { ...request, requestedAt: 1_763_700_999 }))).toEqual({ poolId: second!.id, txid, feeDelta: 50_000 });
    const joined = await active();
    expect(joined.map((a) => a.txid)).toEqual(before.map((a) => a.txid));
    expect(await activeOf(txid)).toEqual({ ...acceleration, pools: [first!.id, second!.id].sort((a, b) => a - b) });
    expect((await announced(watcher, txid))?.pools).toEqual([first!.id, second!.id].sort((a, b) => a - b));
  });

  it("refuses a pool that is no partner (403), a transaction not waiting (404), another bid (409) and an unknown pool (404)", async () => {
    const [partner] = partners();
    const { txid } = await cheapTransaction();
    const request = { txid, feeDelta: 20_000, requestedAt: 1_763_700_000 };
    await expectRefusal(await accelerate(outsider().slug, request), 403, "not_partner");
    await expectRefusal(await accelerate(partner!.slug, { ...request, txid: "ab".repeat(32) }), 404, "txid_not_in_mempool");
    await expectRefusal(await accelerate("nowhere", request), 404, "unknown_pool");
    await expectRefusal(await devnet("/api/v1/devnet/pools/nowhere"), 404, "unknown_pool");
    expect(await activeOf(txid)).toBeUndefined();

    expect((await accelerate(partner!.slug, request)).status).toBe(200);
    await expectRefusal(await accelerate(partner!.slug, { ...request, feeDelta: 20_001 }), 409, "acceleration_duplicated");
    await expectRefusal(await accelerate(partners()[1]!.slug, { ...request, feeDelta: 19_999 }), 409, "acceleration_duplicated");
    expect((await activeOf(txid))?.feeDelta).toBe(20_000);
  });

  it("refuses a malformed request with 400 and changes nothing", async () => {
    const [partner] = partners();
    const { txid } = await cheapTransaction();
    const valid = { txid, feeDelta: 10_000, requestedAt: 1_763_700_000 };
    const before = await active();
    for (const body of [
      "",
      "not json",
      "[]",
      "null",
      "{}",
      { ...valid, txid: "xyz" },
      { ...valid, txid: txid.slice(1) },
      { ...valid, txid: undefined },
      { ...valid, feeDelta: 0 },
      { ...valid, feeDelta: -5 },
      { ...valid, feeDelta: 1.5 },
      { ...valid, feeDelta: "10000" },
      { ...valid, feeDelta: undefined },
      { ...valid, feeDelta: 3e15 },
      { ...valid, requestedAt: 0 },
      { ...valid, requestedAt: "now" },
      { ...valid, requestedAt: undefined },
    ]) {
      await expectRefusal(await accelerate(partner!.slug, body), 400, "invalid_acceleration_request");
    }
    expect(await active()).toEqual(before);
    // The same transaction in capitals is the same transaction.
    expect(await json(await accelerate(partner!.slug, { ...valid, txid: txid.toUpperCase() }))).toEqual({ poolId: partner!.id, txid, feeDelta: 10_000 });
  });

  it("lets a pool withdraw, ending the acceleration with its last pool, and announces each change", async () => {
    const [first, second] = partners();
    const { txid } = await cheapTransaction();
    const request = { txid, feeDelta: 30_000, requestedAt: 1_763_700_000 };
    expect((await accelerate(first!.slug, request)).status).toBe(200);
    expect((await accelerate(second!.slug, request)).status).toBe(200);
    const watcher = await connect();
    watcher.send({ "track-accelerations": true });
    await watcher.next("accelerations");

    expect(await json(await withdraw(first!.slug, txid))).toEqual({ removed: true });
    expect((await activeOf(txid))?.pools).toEqual([second!.id]);
    expect((await announced(watcher, txid))?.pools).toEqual([second!.id]);
    expect(await json(await withdraw(first!.slug, txid))).toEqual({ removed: false });

    expect(await json(await withdraw(second!.slug, txid))).toEqual({ removed: true });
    expect(await activeOf(txid)).toBeUndefined();
    expect(await announced(watcher, txid)).toBeNull();
    expect(await json(await withdraw(second!.slug, txid))).toEqual({ removed: false });

    await expectRefusal(await withdraw(outsider().slug, txid), 403, "not_partner");
    await expectRefusal(await withdraw("nowhere", txid), 404, "unknown_pool");
    await expectRefusal(await withdraw(first!.slug, "xyz"), 400, "invalid_acceleration_request");
  });

  it("keeps the pools' accelerations across a restart of the object", async () => {
    const [first, second] = partners();
    const { txid } = await cheapTransaction();
    const request = { txid, feeDelta: 40_000, requestedAt: 1_763_700_000 };
    expect((await accelerate(first!.slug, request)).status).toBe(200);
    expect((await accelerate(second!.slug, request)).status).toBe(200);
    const before = await active();
    await settleStorage();
    await abortAllDurableObjects();
    expect(await active()).toEqual(before);

    expect(await json(await withdraw(second!.slug, txid))).toEqual({ removed: true });
    const after = await active();
    await settleStorage();
    await abortAllDurableObjects();
    expect(await active()).toEqual(after);
    expect((await activeOf(txid))?.pools).toEqual([first!.id]);
  });

  it("has a partner pool mine the accelerated transaction in its next block, charged by the bid-boost rule", async () => {
    // Accepted by every partner, as the accelerator service sends it. Whoever mines a block may take
    // the transaction too (the fast profile's blocks are seldom full); a partner's block must. Step
    // until a partner mines one, accelerating afresh whenever another pool took the last.
    const isPartner = new Map(listing.map((pool) => [pool.slug, pool.partner]));
    let pending: string | undefined;
    for (let blocks = 0; blocks < 12; blocks++) {
      if (pending === undefined) {
        pending = (await cheapTransaction()).txid;
        for (const pool of partners()) expect((await accelerate(pool.slug, { txid: pending, feeDelta: 80_000, requestedAt: 1_763_700_000 })).status).toBe(200);
      }
      await stepBlock();
      const hash = await (await devnet("/api/blocks/tip/hash")).text();
      const block = await json<BlockExtended>(await devnet(`/api/v1/block/${hash}`));
      const txids = await json<string[]>(await devnet(`/api/block/${hash}/txids`));
      if (isPartner.get(block.extras.pool.slug)) {
        expect(txids).toContain(pending);
        const mined = await json<PublicAcceleration[]>(await devnet(`/api/v1/accelerations/block/${block.height}`));
        const row = mined.find((m) => m.txid === pending);
        expect(row?.pool.slug).toBe(block.extras.pool.slug);
        expect(row!.boost_cost).toBeGreaterThanOrEqual(0);
        expect(row!.boost_cost).toBeLessThanOrEqual(80_000);
        expect(await activeOf(pending)).toBeUndefined();
        return;
      }
      if (txids.includes(pending)) pending = undefined;
    }
    throw new Error("No partner pool mined any of 12 blocks.");
  });
});

describe("the worker's public API", () => {
  it("refuses the pool API, however it is spelt, with a 404 that says why", async () => {
    const txid = "ab".repeat(32);
    for (const [method, path] of [
      ["GET", "/api/v1/devnet/pools"],
      ["GET", "/api/v1/devnet/pools/tidewater"],
      ["POST", "/api/v1/devnet/pools/tidewater/accelerations"],
      ["DELETE", `/api/v1/devnet/pools/tidewater/accelerations/${txid}`],
      ["POST", "/testnet/api/v1/devnet/pools/tidewater/accelerations"],
      ["POST", "/api/v1/devnet/%70ools/tidewater/accelerations"],
      ["POST", "/api/v1/devnet//pools/tidewater/accelerations"],
      ["GET", "/api/v1/devnet/pools/"],
    ] as const) {
      const response = await SELF.fetch(`http://explorer.test${path}`, { method, body: method === "POST" ? JSON.stringify({ txid, feeDelta: 1_000, requestedAt: 1 }) : null });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(((await response.json()) as Frame).error, path).toMatch(/^Not a public API path/);
    }
    // The manual clock beside it stays public.
    expect((await SELF.fetch("http://explorer.test/api/v1/devnet/clock")).status).toBe(200);
  });
});

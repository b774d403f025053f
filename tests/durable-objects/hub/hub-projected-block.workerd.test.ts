/**
 * GET /api/v1/projected-block/{index} (durable-objects/hub/clients/projected-answer.ts): a projected
 * block's transactions from the hub's mirror, for pages rendered without a socket. It equals what
 * the upstream's own socket sends a tracker, follows the mempool, opens the session when no viewer
 * has, and refuses every index that is not a whole number from 0 to 7.
 */
import { SELF } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { broadcast, closeAll, connectDevnet, devnetKeyring, eventually, findWalletCoin, freezeDevnet, hubStatus, signedPayment } from "./hub-harness.ts";

afterEach(closeAll);

interface ProjectedAnswer {
  readonly index: number;
  readonly blockTransactions: readonly (readonly [string, ...number[]])[];
}

const get = (path: string, init?: RequestInit) => SELF.fetch(`http://explorer.test${path}`, init);

async function projected(path: string): Promise<ProjectedAnswer> {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/json");
  expect(response.headers.get("access-control-allow-origin")).toBe("*");
  return response.json<ProjectedAnswer>();
}

describe("GET /api/v1/projected-block/{index}", () => {
  it("answers the list the upstream's socket sends a tracker, with no viewer connected, and keeps the session open for the next request", async () => {
    await freezeDevnet();
    const direct = await connectDevnet();
    direct.send({ "track-mempool-block": 0 });
    const upstream = (await direct.next("projected-block-transactions"))["projected-block-transactions"] as ProjectedAnswer;
    // The hub's session may open on what the devnet published just before the freeze: ask until both agree.
    let answer: ProjectedAnswer | undefined;
    await eventually(async () => {
      answer = await projected("/api/v1/projected-block/0");
      return JSON.stringify(answer.blockTransactions) === JSON.stringify(upstream.blockTransactions) ? true : undefined;
    }, "the hub's list to match the frozen devnet's").catch(() => undefined);
    expect(answer).toEqual({ index: 0, blockTransactions: upstream.blockTransactions });
    expect((await hubStatus()).state).toBe("up");
  });

  it("lists a transaction paying the top rate once the mempool takes it, on each network's hub", async () => {
    await freezeDevnet();
    const keyring = devnetKeyring();
    const payment = signedPayment(keyring, await findWalletCoin(keyring), { kind: "p2wpkh", keyIndex: 31 }, 20_000);
    await projected("/api/v1/projected-block/0");
    // The devnet announces an accepted transaction at once: no step, so no block can take it first.
    await broadcast(payment.hex);
    const listed = await eventually(async () => {
      const answer = await projected("/api/v1/projected-block/0");
      return answer.blockTransactions.some(([txid]) => txid === payment.txid) ? answer : undefined;
    }, "the payment in the next block's list");
    expect(listed.index).toBe(0);
    expect(listed.blockTransactions.every((tuple) => /^[0-9a-f]{64}$/.test(tuple[0]) && tuple.length >= 7)).toBe(true);
    // Another network's hub answers from its own mempool.
    const testnet = await projected("/testnet/api/v1/projected-block/7");
    expect(testnet.index).toBe(7);
    expect(testnet.blockTransactions.some(([txid]) => txid === payment.txid)).toBe(false);
  });

  it.each(["8", "-1", "01", "1.5", "x", "1e0", "%20", "9".repeat(400)])("refuses the index %s with 400 in JSON, and keeps answering", async (index) => {
    const response = await get(`/api/v1/projected-block/${index}`);
    expect(response.status).toBe(400);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    const body = await response.json<{ error: string }>();
    expect(body.error).toMatch(/^Invalid projected block index ".{0,32}": a whole number from 0 to 7\.$/);
    expect((await get("/api/v1/projected-block/0")).status).toBe(200);
  });

  it("has no other method: a POST with a body is refused without harm", async () => {
    const response = await get("/api/v1/projected-block/0", { method: "POST", body: "x".repeat(10_000) });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    await response.body?.cancel();
    expect((await get("/api/v1/projected-block/0")).status).toBe(200);
  });
});

/**
 * The cases of README "Compatibility with the original backends", through the edge to the devnet:
 * what electrs and the mempool backend read leniently is read the same way, and where Blocktide is
 * deliberately stricter, it says why with a 4xx.
 */
import { SELF, env, runInDurableObject } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { Devnet } from "../../../durable-objects/devnet/devnet-object.ts";
import type { BlockExtended } from "../../../shared/types/block-extended.ts";
import type { EsploraBlock } from "../../../shared/types/esplora.ts";

const ORIGIN = "http://explorer.test";
const get = (path: string, init?: RequestInit) => SELF.fetch(`${ORIGIN}${path}`, init);
/** Live time the devnet runs before it stops: enough for blocks of a few pages of transactions. */
const LIVE_SECONDS = 600;
/** Seeding and ten live minutes take seconds, longer when both cores are busy; this guards against hangs only. */
const SETUP_TIMEOUT_MS = 60_000;

async function body(path: string): Promise<{ status: number; text: string }> {
  const response = await get(path);
  return { status: response.status, text: await response.text() };
}

/** Both paths give the same 200 answer (the devnet is stopped, so nothing arrives in between). */
async function expectSameAnswer(lenient: string, plain: string): Promise<void> {
  const [got, want] = [await body(lenient), await body(plain)];
  expect(want.status, plain).toBe(200);
  expect({ path: lenient, ...got }).toEqual({ path: lenient, ...want });
}

/**
 * Runs the mainnet devnet LIVE_SECONDS ahead of the wall clock, then stops its clock there, so
 * that blocks are full and answers do not change between two requests. The object catches up at
 * most two minutes per request, so it is asked until its tip stops moving.
 */
async function runDevnetThenStop(): Promise<number> {
  await get("/api/blocks/tip/height");
  const stub = env.DEVNET.get(env.DEVNET.idFromName("mainnet"));
  const stopAt = await runInDurableObject(stub, (instance) => {
    const at = Math.floor(Date.now() / 1000) + LIVE_SECONDS;
    (instance as unknown as Devnet).useClock(() => at);
    return at;
  });
  let tip = "";
  for (;;) {
    const next = await (await get("/api/blocks/tip/height")).text();
    if (next === tip) return stopAt;
    tip = next;
  }
}

const json = async <T>(path: string): Promise<T> => {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  return response.json<T>();
};

/** A mined block with more than two pages of transactions, one of its addresses, a txid and its miner. */
interface Sample {
  readonly block: EsploraBlock;
  readonly address: string;
  readonly txid: string;
  readonly poolSlug: string;
}

async function findSample(): Promise<Sample> {
  const block = (await json<EsploraBlock[]>("/api/blocks")).find((b) => b.tx_count > 50);
  if (!block) throw new Error(`No block of the last ten has more than 50 transactions after ${LIVE_SECONDS} s of live traffic.`);
  const txs = await json<{ txid: string; vout: { scriptpubkey_address?: string }[] }[]>(`/api/block/${block.id}/txs/25`);
  const address = txs.flatMap((tx) => tx.vout.map((out) => out.scriptpubkey_address)).find((a) => a?.startsWith("bc1q"))!;
  const [extended] = await json<BlockExtended[]>(`/api/v1/blocks/${block.height}`);
  return { block, address, txid: txs[0]!.txid, poolSlug: extended!.extras.pool.slug };
}

let s: Sample;
/** The devnet's clock, stopped. */
let now: number;
beforeAll(async () => {
  now = await runDevnetThenStop();
  s = await findSample();
}, SETUP_TIMEOUT_MS);

describe("what the original backends read leniently, read the same way", () => {
  it("reads a block's start index that is no number as 0 (electrs's unwrap_or(0)): /txs/undefined is the first 25", async () => {
    const first = await json<{ txid: string }[]>(`/api/block/${s.block.id}/txs/0`);
    expect(first).toHaveLength(25);
    for (const start of ["undefined", "abc", "-25", "1.5", "4294967296", ""]) {
      await expectSameAnswer(`/api/block/${s.block.id}/txs/${start}`, `/api/block/${s.block.id}/txs/0`);
    }
  });

  it("reads a leading + on Esplora's numbers, as Rust's parse does", async () => {
    await expectSameAnswer(`/api/block/${s.block.id}/txs/+25`, `/api/block/${s.block.id}/txs/25`);
    await expectSameAnswer(`/api/block/${s.block.id}/txid/+1`, `/api/block/${s.block.id}/txid/1`);
    await expectSameAnswer(`/api/block-height/+${s.block.height}`, `/api/block-height/${s.block.height}`);
    await expectSameAnswer(`/api/tx/${s.txid}/outspend/+0`, `/api/tx/${s.txid}/outspend/0`);
  });

  it("leaves a start index to the backend, which says out of range (404) before off a page (400)", async () => {
    expect(await body(`/api/block/${s.block.id}/txs/30`)).toEqual({ status: 400, text: "start index must be a multipication of 25" });
    expect(await body(`/api/block/${s.block.id}/txs/${s.block.tx_count + 1}`)).toEqual({ status: 404, text: "start index out of range" });
    expect(await body(`/api/block/${"00".repeat(32)}/txs/30`)).toEqual({ status: 404, text: "Block not found" });
  });

  it("reads /api/blocks from text that is no height as the tip's page", async () => {
    for (const height of ["tip", "abc", "-1"]) await expectSameAnswer(`/api/blocks/${height}`, "/api/blocks");
  });

  it("reads an address cursor that is no txid as none: the first page", async () => {
    await expectSameAnswer(`/api/address/${s.address}/txs?after_txid=12`, `/api/address/${s.address}/txs`);
    await expectSameAnswer(`/api/address/${s.address}/txs/chain/12`, `/api/address/${s.address}/txs/chain`);
  });

  it("answers an outspends entry that is no txid with an empty list, as an unknown one", async () => {
    const spends = await json<unknown[]>(`/api/tx/${s.txid}/outspends`);
    expect(await json(`/api/txs/outspends?txids=zz,${s.txid}`)).toEqual([[], spends]);
    expect(await json("/api/txs/outspends?txids=")).toEqual([[]]);
  });

  it("takes upper-case hex ids and an upper-case bech32 address", async () => {
    await expectSameAnswer(`/api/block/${s.block.id.toUpperCase()}/txids`, `/api/block/${s.block.id}/txids`);
    await expectSameAnswer(`/api/tx/${s.txid.toUpperCase()}/status`, `/api/tx/${s.txid}/status`);
    await expectSameAnswer(`/api/v1/block/${s.block.id.toUpperCase()}/summary`, `/api/v1/block/${s.block.id}/summary`);
    const upper = await json<{ address: string; chain_stats: unknown }>(`/api/address/${s.address.toUpperCase()}`);
    expect(upper.chain_stats).toEqual((await json<{ chain_stats: unknown }>(`/api/address/${s.address}`)).chain_stats);
  });

  it("ignores one trailing slash, as the routers of both backends do", async () => {
    await expectSameAnswer(`/api/block/${s.block.id}/txs/`, `/api/block/${s.block.id}/txs/0`);
    await expectSameAnswer("/api/blocks/", "/api/blocks");
    await expectSameAnswer("/api/v1/blocks/", "/api/v1/blocks");
  });

  it("reads the mempool backend's heights with parseInt: the leading integer, nothing for no number", async () => {
    const h = s.block.height;
    await expectSameAnswer(`/api/v1/blocks/${h}abc`, `/api/v1/blocks/${h}`);
    await expectSameAnswer(`/api/v1/blocks/${h}.9`, `/api/v1/blocks/${h}`);
    expect(await json("/api/v1/blocks/abc")).toEqual([]);
    expect(await json("/api/v1/blocks/-1")).toEqual([]);
    await expectSameAnswer(`/api/v1/mining/pool/${s.poolSlug}/blocks/${h}.5`, `/api/v1/mining/pool/${s.poolSlug}/blocks/${h}`);
    await expectSameAnswer(`/api/v1/mining/blocks/audit/scores/${h}x`, `/api/v1/mining/blocks/audit/scores/${h}`);
    await expectSameAnswer(`/api/v1/accelerations/block/${h}x`, `/api/v1/accelerations/block/${h}`);
    await expectSameAnswer("/api/v1/mining/reward-stats/144abc", "/api/v1/mining/reward-stats/144");
  });

  it("reads a mining window the backend does not know as the whole history, and an acceleration window as a month", async () => {
    await expectSameAnswer("/api/v1/mining/pools/5y", "/api/v1/mining/pools/all");
    await expectSameAnswer("/api/v1/mining/hashrate/2h", "/api/v1/mining/hashrate/all");
    await expectSameAnswer("/api/v1/mining/blocks/fee-rates/bogus", "/api/v1/mining/blocks/fee-rates/all");
    await expectSameAnswer("/api/v1/mining/blocks/predictions/2h", "/api/v1/mining/blocks/predictions/all");
    await expectSameAnswer("/api/v1/accelerations/interval/1y", "/api/v1/accelerations/interval/1m");
  });

  it("reads a price timestamp as parseInt(…) || 0: no number asks for the series", async () => {
    await expectSameAnswer("/api/v1/historical-price?timestamp=now", "/api/v1/historical-price");
    await expectSameAnswer(`/api/v1/historical-price?timestamp=${s.block.timestamp}.5`, `/api/v1/historical-price?timestamp=${s.block.timestamp}`);
    // Milliseconds name a time ahead of every price: the latest, as the backend's "nearest before" finds.
    await expectSameAnswer(`/api/v1/historical-price?timestamp=${now * 1000}`, `/api/v1/historical-price?timestamp=${now}`);
  });

  it("reads a fee timespan's bounds with parseInt", async () => {
    expect((await get("/api/v1/mining/blocks/fees?from=1700000000x&to=1800000000.5")).status).toBe(200);
  });

  it("leaves out a transaction-times value that is no txid", async () => {
    await expectSameAnswer(`/api/v1/transaction-times?txId[]=nope&txId[]=${s.txid}`, `/api/v1/transaction-times?txId[]=${s.txid}`);
  });

  it("passes Liquid's asset registry paging on unchecked (electrs reads bad numbers as the defaults)", async () => {
    // The devnet simulates no Liquid, so the answer is its 503, not the edge's 400.
    expect((await get("/liquid/api/assets/registry?start_index=x&limit=1.5")).status).toBe(503);
  });
});

describe("where Blocktide is deliberately stricter than the original backends", () => {
  it.each<[string, string, number, RegExp]>([
    // The backend has no route (404); a 400 says which windows exist.
    ["an unknown statistics window", "/api/v1/statistics/5m", 400, /expected one of 2h, 24h/],
    // The backend fails (500) on these; a 400 names what would work.
    ["a block timestamp that is not whole unix seconds", "/api/v1/mining/blocks/timestamp/1700000000.5", 400, /^Invalid timestamp/],
    ["a mining height with no number", "/api/v1/mining/blocks/audit/scores/tip", 400, /^Invalid block height "tip"/],
    ["a fee timespan with no number", "/api/v1/mining/blocks/fees?from=now&to=1800000000", 400, /^Invalid from "now"/],
    // The backend totals no blocks into nulls.
    ["a block count of 0", "/api/v1/mining/reward-stats/0", 400, /^Invalid block count "0"/],
    // The backend answers 200 with an empty body.
    ["an unknown price currency", "/api/v1/historical-price?currency=XAU", 400, /expected one of USD, EUR/],
    // The backend has no route with a cursor (404); Blocktide serves it (spec §7.2) and reads it strictly.
    ["a replacements cursor that is no txid", "/api/v1/replacements/xyz", 400, /^Invalid txid/],
    // Express matches routes in any case; electrs, and Blocktide, only in lower case.
    ["a path in another case", "/api/V1/blocks", 404, /No devnet API route/],
  ])("refuses %s", async (_, path, status, message) => {
    const response = await get(path, { headers: { accept: "text/plain" } });
    expect(response.status).toBe(status);
    expect(await response.text()).toMatch(message);
  });

  it("answers an Esplora path with a trailing slash that electrs does not route (404)", async () => {
    await expectSameAnswer(`/api/block/${s.block.id}/`, `/api/block/${s.block.id}`);
  });

  it("takes a lone txId= and no txId at all on transaction-times, which the backend refuses (400)", async () => {
    expect(await json("/api/v1/transaction-times")).toEqual([]);
    expect(await json(`/api/v1/transaction-times?txId=${"00".repeat(32)}`)).toEqual([0]);
  });
});

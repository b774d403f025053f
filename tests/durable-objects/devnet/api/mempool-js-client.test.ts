/**
 * The real `@mempool/mempool.js` client (axios over HTTP) against the devnet API: whatever it asks,
 * it must get data it can use, as from mempool.space.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import mempoolJS from "@mempool/mempool.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedApiHarness } from "./api-harness.ts";

const api = seedApiHarness();
const { chain, mempool } = api.network;
let server: Server;
let client: ReturnType<typeof mempoolJS>["bitcoin"];

/** Node's request → a fetch Request for `app.fetch`, and the Response back onto the wire. */
async function forward(req: IncomingMessage, res: ServerResponse, origin: string): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  const response = await api.app.fetch(new Request(new URL(req.url ?? "/", origin), { method: req.method, headers, body: hasBody ? Buffer.concat(chunks) : undefined }));
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const { port } = server.address() as AddressInfo;
    forward(req, res, `http://127.0.0.1:${port}`).catch((error: unknown) => {
      res.writeHead(500);
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  client = mempoolJS({ hostname: `127.0.0.1:${port}`, protocol: "http" }).bitcoin;
});

afterAll(async () => {
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
});

const isTxid = (value: unknown) => typeof value === "string" && /^[0-9a-f]{64}$/.test(value);

describe("@mempool/mempool.js against the devnet API", () => {
  const tip = chain.tip!;
  const txid = tip.txids.at(-1)!;
  const address = () => api.json<{ vout: { scriptpubkey_address?: string }[] }>(`/api/tx/${txid}`).then((tx) => tx.vout.find((v) => v.scriptpubkey_address)!.scriptpubkey_address!);

  it("reads blocks", async () => {
    expect(await client.blocks.getBlocksTipHeight()).toBe(chain.tipHeight);
    const block = await client.blocks.getBlock({ hash: tip.hash });
    expect(block).toMatchObject({ id: tip.hash, height: tip.height, tx_count: tip.txids.length });
    const txids = await client.blocks.getBlockTxids({ hash: tip.hash });
    expect(txids).toEqual(tip.txids);
    const txs = (await client.blocks.getBlockTxs({ hash: tip.hash, start_index: 0 })) as unknown as { txid: string }[];
    expect(txs.map((tx) => tx.txid)).toEqual(tip.txids.slice(0, 25));
  });

  it("reads transactions", async () => {
    const tx = await client.transactions.getTx({ txid });
    expect(tx.txid).toBe(txid);
    expect(tx.vin.length).toBeGreaterThan(0);
    expect(await client.transactions.getTxStatus({ txid })).toEqual({ confirmed: true, block_height: tip.height, block_hash: tip.hash, block_time: tip.header.timestamp });
    const outspends = await client.transactions.getTxOutspends({ txid });
    expect(outspends).toHaveLength(tx.vout.length);
    for (const outspend of outspends) expect(typeof outspend.spent).toBe("boolean");
  });

  it("reads addresses", async () => {
    const target = await address();
    const info = await client.addresses.getAddress({ address: target });
    expect(info.address).toBe(target);
    expect(info.chain_stats.tx_count).toBeGreaterThan(0);
    const txs = await client.addresses.getAddressTxs({ address: target });
    expect(txs.length).toBeGreaterThan(0);
    expect(txs.every((tx) => isTxid(tx.txid))).toBe(true);
    const utxos = await client.addresses.getAddressTxsUtxo({ address: target });
    for (const utxo of utxos) expect(utxo).toMatchObject({ txid: expect.any(String), vout: expect.any(Number), value: expect.any(Number) });
  });

  it("reads the mempool", async () => {
    // The library types this as an array; the wire shape is Esplora's object.
    const backlog = (await client.mempool.getMempool()) as unknown as { count: number; fee_histogram: unknown };
    expect(backlog.count).toBe(mempool.size);
    expect(Array.isArray(backlog.fee_histogram)).toBe(true);
    const txids = await client.mempool.getMempoolTxids();
    expect(txids).toHaveLength(mempool.size);
    const recent = await client.mempool.getMempoolRecent();
    expect(recent).toHaveLength(10);
    expect(recent.every((tx) => isTxid(tx.txid) && tx.fee > 0)).toBe(true);
  });

  it("reads fees and the difficulty adjustment", async () => {
    // The library's type predates economyFee and minimumFee.
    const fees = (await client.fees.getFeesRecommended()) as unknown as Record<string, number>;
    for (const key of ["fastestFee", "halfHourFee", "hourFee", "economyFee", "minimumFee"] as const) expect(fees[key]).toBeGreaterThanOrEqual(1);
    const blocks = await client.fees.getFeesMempoolBlocks();
    expect(blocks.length).toBeGreaterThan(0);
    expect(blocks[0]).toMatchObject({ blockSize: expect.any(Number), blockVSize: expect.any(Number), nTx: expect.any(Number), medianFee: expect.any(Number) });
    const da = await client.difficulty.getDifficultyAdjustment();
    expect(da.remainingBlocks).toBe(2016 - (chain.tipHeight % 2016));
    expect(da.estimatedRetargetDate).toBeGreaterThan(api.network.now * 1000);
  });
});

/**
 * The original project's public client library, pointed at the explorer served exactly as `npm start`
 * serves it (wrangler dev, the devnet behind `/api`): every answer must be usable.
 */
import mempoolJS from "@mempool/mempool.js";
import { describe, expect, inject, it } from "vitest";

const base = new URL(inject("baseURL"));
const { bitcoin } = mempoolJS({ hostname: base.host, protocol: "http" });
const { bitcoin: testnet } = mempoolJS({ hostname: base.host, protocol: "http", network: "testnet" });

describe("@mempool/mempool.js against the local server", () => {
  it("reads the chain tip, a block and its transactions", async () => {
    const height = await bitcoin.blocks.getBlocksTipHeight();
    expect(height).toBeGreaterThan(200);
    const hash = await bitcoin.blocks.getBlockHeight({ height });
    const block = await bitcoin.blocks.getBlock({ hash });
    expect(block).toMatchObject({ id: hash, height });
    const txids = await bitcoin.blocks.getBlockTxids({ hash });
    expect(txids.length).toBe(block.tx_count);
    const tx = await bitcoin.transactions.getTx({ txid: txids[0]! });
    expect(tx.vin[0]!.is_coinbase).toBe(true);
    expect(await bitcoin.transactions.getTxStatus({ txid: txids[0]! })).toMatchObject({ confirmed: true, block_height: height });
  }, 60_000);

  it("reads fees, projected blocks and the difficulty adjustment", async () => {
    const fees = await bitcoin.fees.getFeesRecommended();
    expect(fees.fastestFee).toBeGreaterThanOrEqual(fees.minimumFee);
    expect(Array.isArray(await bitcoin.fees.getFeesMempoolBlocks())).toBe(true);
    const da = await bitcoin.difficulty.getDifficultyAdjustment();
    expect(da.remainingBlocks).toBeGreaterThan(0);
    expect(await bitcoin.mempool.getMempool()).toHaveProperty("count");
  }, 60_000);

  it("serves testnet from its own chain", async () => {
    const [main, test] = await Promise.all([bitcoin.blocks.getBlocksTipHash(), testnet.blocks.getBlocksTipHash()]);
    expect(test).not.toBe(main);
  }, 60_000);

  it("refuses a malformed transaction with the reason", async () => {
    await expect(bitcoin.transactions.postTx({ txhex: "00" })).rejects.toMatchObject({ response: { status: 400 } });
  });
});

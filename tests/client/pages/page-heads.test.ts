/**
 * The pages' heads (issue 13): what each page's data gives the document's title and description,
 * which link previews show. Built from hand-made data, so every branch is reached.
 */
import { describe, expect, it } from "vitest";
import { createTranslator } from "../../../client/i18n/i18n.tsx";
import { addressPageHead } from "../../../client/pages/address/address-head.ts";
import { blockPageHead } from "../../../client/pages/block/block-head.ts";
import { homePageHead } from "../../../client/pages/home/home-head.ts";
import { projectedBlockHead } from "../../../client/pages/mempool-block/projected-block-head.ts";
import { miningPageHead } from "../../../client/pages/mining/mining-head.ts";
import type { MiningPageData } from "../../../client/pages/mining/mining-page-data.ts";
import { poolPageHead } from "../../../client/pages/pool/pool-head.ts";
import type { PoolPageData } from "../../../client/pages/pool/pool-page-data.ts";
import { txPageHead } from "../../../client/pages/tx/tx-head.ts";
import type { TxDetails } from "../../../client/pages/tx/tx-page-data.ts";
import type { EsploraAddressStats, EsploraTransaction } from "../../../shared/types/esplora.ts";
import { TOP } from "../blockchain-strip/fixtures.ts";

const t = createTranslator("en");
const mainnet = { network: "mainnet", t } as const;
const TXID = "ab".repeat(32);

const output = (value: number) => ({ scriptpubkey: "", scriptpubkey_asm: "", scriptpubkey_type: "v0_p2wpkh" as const, scriptpubkey_address: "bc1qexample", value });
const input = (coinbase: boolean) => ({ txid: "cd".repeat(32), vout: 0, prevout: null, scriptsig: "", scriptsig_asm: "", is_coinbase: coinbase, sequence: 0 });

function transaction(overrides: Partial<EsploraTransaction>): EsploraTransaction {
  return { txid: TXID, version: 2, locktime: 0, vin: [input(false)], vout: [output(50_000_000), output(1_000_000)], size: 222, weight: 561, fee: 1_410, status: { confirmed: false }, ...overrides } as EsploraTransaction;
}

const details = (tx: EsploraTransaction, cpfp: TxDetails["cpfp"] = null): TxDetails => ({ kind: "tx", tx, outspends: null, cpfp, rbf: null, firstSeen: null }) as TxDetails;

describe("the transaction page's description", () => {
  it("names the amount, the outputs, the fee and rate, and whether it waits or is confirmed", () => {
    expect(txPageHead(details(transaction({})), mainnet).description).toBe(
      `Bitcoin transaction ${TXID}: 0.51000000 BTC to 2 outputs, fee 0.00001410 BTC (10.1 sat/vB), waiting to be mined.`,
    );
    const confirmed = transaction({ status: { confirmed: true, block_height: 840_001 }, vout: [output(7)] });
    expect(txPageHead(details(confirmed), { network: "testnet", t }).description).toBe(
      `Bitcoin Testnet transaction ${TXID}: 0.00000007 tBTC to 1 output, fee 0.00001410 tBTC (10.1 sat/vB), confirmed in block 840,001.`,
    );
  });

  it("gives the package's rate under CPFP, no fee for a coinbase, and nothing for a txid that is a block", () => {
    const cpfp = { ancestors: [], effectiveFeePerVsize: 42.5 } as unknown as TxDetails["cpfp"];
    expect(txPageHead(details(transaction({}), cpfp), mainnet).description).toContain("(42.5 sat/vB)");
    const coinbase = transaction({ vin: [input(true)], fee: 0, status: { confirmed: true, block_height: 3 } });
    expect(txPageHead(details(coinbase), mainnet).description).toBe(`Bitcoin coinbase transaction ${TXID}: 0.51000000 BTC to 2 outputs, in block 3.`);
    expect(txPageHead({ kind: "block", hash: TXID } as never, mainnet)).toEqual({});
  });
});

describe("the address page's description", () => {
  const stats = (funded: number, spent: number, txs: number): EsploraAddressStats => ({ funded_txo_count: 1, funded_txo_sum: funded, spent_txo_count: 0, spent_txo_sum: spent, tx_count: txs });
  it("counts the mempool's change in the balance, and its transactions apart", () => {
    const address = { address: "bc1qexample", chain_stats: stats(30_000, 10_000, 1), mempool_stats: stats(0, 5_000, 2) };
    expect(addressPageHead({ address, transactions: [], outspends: {} } as never, mainnet).description).toBe(
      "Bitcoin address bc1qexample: balance 0.00015000 BTC, 1 transaction confirmed, 2 waiting.",
    );
  });
});

describe("the block page's head", () => {
  it("titles it by its grouped height and describes it as the block view does, with its miner and the audit figures the block carries", () => {
    const head = blockPageHead({ block: TOP }, { network: "signet", t });
    expect(head.title).toBe("Block 837,050");
    expect(head.description).toBe(
      `Bitcoin Signet block 837,050 (${TOP.id}): size 2.14 MB, weight 3.99 MWU, fee range 7 - 262 sat/vB, 2,659 transactions included. ` +
        "Mined by Foundry USA. Audit: 100% health, 0.11074070 sBTC in fees expected, 0.10929414 sBTC collected.",
    );
  });

  it("leaves the audit out where blocks are not audited: on Liquid, and for a block without an audit", () => {
    expect(blockPageHead({ block: TOP }, { network: "liquid", t }).description).toMatch(/ Mined by Foundry USA\.$/);
    const unaudited = { ...TOP, extras: { ...TOP.extras, matchRate: null, expectedFees: null } };
    expect(blockPageHead({ block: unaudited }, { network: "mainnet", t }).description).toMatch(/ Mined by Foundry USA\.$/);
  });
});

describe("the pool page's head", () => {
  it("titles it by name and gives the week's blocks and share, all its blocks and its hashrate", () => {
    const stats = { pool: { name: "Harbor Hash", slug: "harborhash" }, blockCount: { all: 7_120, "24h": 40, "1w": 1 }, blockShare: { all: 0.3, "24h": 0.28, "1w": 0.2734 }, estimatedHashrate: 2.8e20 };
    const head = poolPageHead({ stats, blocks: [], hashrate: null } as unknown as PoolPageData, mainnet);
    expect(head.title).toBe("Mining pool Harbor Hash");
    expect(head.description).toBe("Harbor Hash, a Bitcoin mining pool: 1 block found in the last week (27.3% of all), 7,120 blocks in all, estimated hashrate 280.00 EH/s.");
  });
});

describe("the mining dashboard's description", () => {
  const data = (pools: { name: string; blockCount: number }[], blockCount: number) =>
    ({ period: "1w", hashrate: { currentHashrate: 8.124e20, currentDifficulty: 110.45e12 }, rewards: {}, ranking: { pools, blockCount } }) as unknown as MiningPageData;
  it("names the pool with the most blocks of the window and its share", () => {
    expect(miningPageHead(data([{ name: "Second", blockCount: 10 }, { name: "First", blockCount: 30 }], 100), mainnet).description).toBe(
      "Bitcoin mining: hashrate 812.40 EH/s, difficulty 110.45 T. First leads with 30% of the last 100 blocks.",
    );
  });
  it("says nothing of a window without blocks", () => {
    expect(miningPageHead(data([], 0), mainnet)).toEqual({});
  });
});

describe("a projected block's description", () => {
  const tx = (fee: number, vsize: number, rate?: number) => ({ txid: TXID, fee, vsize, value: 1, ...(rate === undefined ? {} : { rate }) });
  it("counts the transactions and their size, and spans their rates (the effective one where given)", () => {
    expect(projectedBlockHead({ index: 1, transactions: [tx(1_000, 100), tx(210, 100), tx(100, 200, 300)] }, mainnet).description).toBe(
      "Bitcoin projected block 2: 3 transactions, 400 vB, fee range 2.10 - 300 sat/vB.",
    );
  });
  it("says an empty block is empty, and nothing without the list", () => {
    expect(projectedBlockHead({ index: 0, transactions: [] }, mainnet).description).toBe("Bitcoin projected block 1: empty for now.");
    expect(projectedBlockHead({ index: 0, transactions: null }, mainnet)).toEqual({});
  });
});

describe("the home page's description", () => {
  const fees = { fastestFee: 12, halfHourFee: 10, hourFee: 8, economyFee: 4, minimumFee: 1 };
  const mempoolInfo = { loaded: true, size: 41_200, bytes: 112_500_000, usage: 0, total_fee: 0 };
  it("names the waiting transactions, the fees of the next block and of an hour's wait, and the newest block", () => {
    expect(homePageHead({ tip: 870_001, fees, mempoolInfo } as never, { network: "testnet", t }).description).toBe(
      "Bitcoin Testnet right now: 41,200 transactions waiting (112.50 MvB); the next block takes 12.0 sat/vB, an hour's wait 8.00 sat/vB. Newest block: 870,001.",
    );
  });
  it("leaves the site's description while any of those is unknown", () => {
    expect(homePageHead({ tip: 870_001, fees: null, mempoolInfo } as never, mainnet)).toEqual({});
    expect(homePageHead({ tip: 870_001, fees, mempoolInfo: null } as never, mainnet)).toEqual({});
  });
});

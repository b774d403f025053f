/**
 * The address page's balance history (issue 11): `GET /api/address/{address}/txs/summary` and
 * `/api/scripthash/{hash}/txs/summary`, through the edge to the devnet, in mempool's electrs shape
 * and against the devnet's own totals.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { scriptHash } from "../../../shared/rules/script-hash.ts";
import type { EsploraTransaction } from "../../../shared/types/esplora.ts";
import { freezeDevnet } from "../../support/devnet-clock.ts";
import { type SpendingAddress, api, getJson, netValue, spendingAddresses } from "./devnet-samples.ts";

interface SummaryRow {
  readonly txid: string;
  readonly height: number;
  readonly value: number;
  readonly time: number;
  readonly tx_position: number;
}

interface AddressTotals {
  readonly chain_stats: { readonly funded_txo_sum: number; readonly spent_txo_sum: number; readonly tx_count: number };
}

const TESTNET_ADDRESS = "tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx";
/** A well-formed mainnet address the devnet never pays (BIP173's example). */
const UNUSED_ADDRESS = "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4";

/** Every confirmed transaction of an address, newest first, as `/txs/chain` pages them. */
async function confirmedTxids(address: string): Promise<string[]> {
  const txids: string[] = [];
  for (;;) {
    const page = await getJson<EsploraTransaction[]>(`/api/address/${address}/txs/chain/${txids.at(-1) ?? ""}`);
    txids.push(...page.map((tx) => tx.txid));
    if (page.length === 0) return txids;
  }
}

let sample: SpendingAddress;
let rows: SummaryRow[];

beforeAll(async () => {
  // No block may come between the summary and the totals it is compared with.
  await freezeDevnet();
  sample = (await spendingAddresses())[0]!;
  rows = await getJson<SummaryRow[]>(`/api/address/${sample!.address}/txs/summary`);
});

describe("GET /api/address/{address}/txs/summary", () => {
  it("lists every confirmed transaction of the address once, newest first, as its history pages them", async () => {
    expect(rows.map((row) => row.txid)).toEqual(await confirmedTxids(sample.address));
    const { chain_stats } = await getJson<AddressTotals>(`/api/address/${sample.address}`);
    expect(rows).toHaveLength(chain_stats.tx_count);
  });

  it("nets each transaction for the address, so the values sum to its confirmed balance", async () => {
    const { chain_stats } = await getJson<AddressTotals>(`/api/address/${sample.address}`);
    expect(rows.reduce((sum, row) => sum + row.value, 0)).toBe(chain_stats.funded_txo_sum - chain_stats.spent_txo_sum);
    // The transaction that spent from it: its outputs to the address less the address's inputs.
    const spent = rows.find((row) => row.txid === sample.spender.txid);
    expect(spent?.value).toBe(netValue(sample.spender, new Set([sample.address])));
    expect(sample.spender.vin.some((vin) => vin.prevout?.scriptpubkey_address === sample.address)).toBe(true);
  });

  it("answers electrs' row {txid, height, value, time, tx_position}, placed as the chain places it", async () => {
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(["height", "time", "tx_position", "txid", "value"]);
    for (let i = 1; i < rows.length; i++) {
      const [newer, older] = [rows[i - 1]!, rows[i]!];
      expect(newer.height > older.height || (newer.height === older.height && newer.tx_position > older.tx_position)).toBe(true);
    }
    for (const row of [rows[0]!, rows.at(-1)!]) {
      const status = await getJson<{ block_height: number; block_hash: string; block_time: number }>(`/api/tx/${row.txid}/status`);
      expect([status.block_height, status.block_time]).toEqual([row.height, row.time]);
      expect(await (await api(`/api/block/${status.block_hash}/txid/${row.tx_position}`)).text()).toBe(row.txid);
    }
  });

  it("answers the same for the address's script hash", async () => {
    expect(await getJson(`/api/scripthash/${scriptHash(sample.script)}/txs/summary`)).toEqual(rows);
  });

  it("shortens to max_txs rows and continues after a path cursor, as electrs pages it", async () => {
    expect(await getJson(`/api/address/${sample.address}/txs/summary?max_txs=1`)).toEqual(rows.slice(0, 1));
    expect(await getJson(`/api/address/${sample.address}/txs/summary/${rows[0]!.txid}`)).toEqual(rows.slice(1));
  });

  it("reads a cursor or max_txs that is no number as none, as electrs does", async () => {
    expect(await getJson(`/api/address/${sample.address}/txs/summary/abc`)).toEqual(rows);
    expect(await getJson(`/api/address/${sample.address}/txs/summary?max_txs=1.5`)).toEqual(rows);
  });

  it("is empty for an address nothing has paid", async () => {
    expect(await getJson(`/api/address/${UNUSED_ADDRESS}/txs/summary`)).toEqual([]);
  });

  it.each<[string, () => string, number, RegExp]>([
    ["a malformed address", () => "/api/address/hello/txs/summary", 400, /^Invalid Bitcoin address$/],
    ["an address of another network", () => `/api/address/${TESTNET_ADDRESS}/txs/summary`, 400, /^Address on invalid network$/],
    ["a malformed script hash", () => "/api/scripthash/abcd/txs/summary", 400, /^Invalid scripthash/],
    ["a cursor outside the history", () => `/api/address/${sample.address}/txs/summary/${"ff".repeat(32)}`, 422, /^after_txid not found$/],
  ])("refuses %s with Esplora's plain text", async (_, path, status, message) => {
    const response = await api(path());
    expect(response.status).toBe(status);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toMatch(message);
  });
});

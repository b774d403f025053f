/**
 * Real mainnet mempool transactions for layout tests and the graph benchmark: the 19,873 transactions
 * of tests/fixtures/mempool/gbt (fee, weight and effective rate from test-buffer.bin, txids from
 * test-data-ids.json), as the graph's transactions, in projected order (best effective rate first).
 *
 * @example
 * const txs = loadMempoolTransactions();
 * txs.length; // 19873
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { GraphTransaction } from "../../../shared/graph/graph-transaction.ts";

const GBT = (name: string) => fileURLToPath(new URL(`../../fixtures/mempool/gbt/${name}`, import.meta.url));

let cached: GraphTransaction[] | undefined;

export function loadMempoolTransactions(): GraphTransaction[] {
  if (cached !== undefined) return cached;
  const ids = JSON.parse(readFileSync(GBT("test-data-ids.json"), "utf8")) as [number, string, number][];
  const txidByUid = new Map(ids.map(([uid, txid]) => [uid, txid]));
  const bytes = readFileSync(GBT("test-buffer.bin"));
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 0;
  const u32 = () => {
    const value = view.getUint32(offset, false);
    offset += 4;
    return value;
  };
  const f64 = () => {
    const value = view.getFloat64(offset, false);
    offset += 8;
    return value;
  };
  const count = u32();
  const txs: GraphTransaction[] = [];
  for (let i = 0; i < count; i++) {
    const uid = u32();
    const fee = f64();
    const weight = u32();
    u32(); // sigops
    f64(); // own fee rate: recomputed from fee and vsize
    const effective = f64();
    const inputs = u32();
    offset += inputs * 4;
    const txid = txidByUid.get(uid);
    if (txid === undefined) throw new Error(`test-data-ids.json has no txid for uid ${uid}`);
    // Values are not in the buffer; a deterministic stand-in keeps tooltips and sizes realistic.
    txs.push({ txid, fee: Math.round(fee), vsize: weight / 4, value: (uid * 7_919) % 100_000_000, rate: Math.round(effective * 100) / 100, flags: 0 });
  }
  cached = txs.sort((a, b) => (b.rate ?? 0) - (a.rate ?? 0));
  return cached;
}

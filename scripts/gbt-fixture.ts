/**
 * Reads the GBT golden fixture (tests/fixtures/mempool/gbt, see its MANIFEST.md) into template
 * transactions: the binary mempool snapshot, the uid → txid table and Core's target block.
 * Node-only, for `gbt:check`, the devnet bench and the golden test; the template builder itself
 * never touches files.
 *
 * @example
 * const { txs, target } = readGbtFixture();
 * txs.length;    // 19,873
 * target.length; // 1,767
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { TemplateTx } from "../durable-objects/devnet/template/template-tx.ts";
import { sats, weightUnits } from "../shared/types/units.ts";

export const GBT_FIXTURE_DIR = fileURLToPath(new URL("../tests/fixtures/mempool/gbt/", import.meta.url));

export interface GbtFixture {
  readonly txs: readonly TemplateTx[];
  /** Core's block: txids in block order with their weights. */
  readonly target: readonly { readonly txid: string; readonly weight: number }[];
  readonly txidOf: ReadonlyMap<number, string>;
}

export function readGbtFixture(dir: string = GBT_FIXTURE_DIR): GbtFixture {
  const ids = JSON.parse(readFileSync(`${dir}test-data-ids.json`, "utf8")) as [number, string, number][];
  const txidOf = new Map(ids.map(([uid, txid]) => [uid, txid]));
  const target = JSON.parse(readFileSync(`${dir}target-template.json`, "utf8")) as GbtFixture["target"];
  const txs = parseGbtBuffer(readFileSync(`${dir}test-buffer.bin`), txidOf);
  return { txs, target, txidOf };
}

/**
 * Big-endian: u32 count, then per tx u32 uid, f64 fee, u32 weight, u32 sigops, f64 feePerVsize,
 * f64 effectiveFeePerVsize, u32 nInputs, nInputs × u32 parent uid. The two rates are the
 * snapshot's own and are not read: the builder derives rates itself.
 */
export function parseGbtBuffer(bytes: Uint8Array, txidOf: ReadonlyMap<number, string>): TemplateTx[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 0;
  const u32 = (): number => {
    const value = view.getUint32(offset);
    offset += 4;
    return value;
  };
  const f64 = (): number => {
    const value = view.getFloat64(offset);
    offset += 8;
    return value;
  };
  const count = u32();
  const txs: TemplateTx[] = [];
  for (let i = 0; i < count; i++) {
    const uid = u32();
    const fee = f64();
    const weight = u32();
    const sigops = u32();
    f64(); // feePerVsize
    f64(); // effectiveFeePerVsize
    const parents = Array.from({ length: u32() }, u32);
    const txid = txidOf.get(uid);
    if (txid === undefined) throw new Error(`GBT fixture: uid ${uid} has no txid in test-data-ids.json.`);
    txs.push({ uid, txid, fee: sats(fee), weight: weightUnits(weight), sigops, parents });
  }
  if (offset !== bytes.byteLength) throw new Error(`GBT fixture: ${bytes.byteLength - offset} trailing bytes.`);
  return txs;
}

/**
 * Builders for the live tests: blocks cut from a captured mainnet frame, transactions, tuples and
 * a plain (non-proxy) live state.
 */
import { readFileSync } from "node:fs";
import type { BlockExtended } from "../../../shared/types/block-extended.ts";
import type { TransactionCompressed } from "../../../shared/types/compressed-tx.ts";
import type { EsploraTransaction } from "../../../shared/types/esplora.ts";
import { CONNECTION_RECONNECTING, emptySnapshot, type LiveSnapshot, type LiveState } from "../../../client/live/live-state.ts";
import { emptyTracking } from "../../../client/live/tracking-state.ts";

/** The captured mainnet init bundle (heights 837043–837050, oldest first). */
export function capturedBundle(): Record<string, unknown> & { blocks: BlockExtended[] } {
  return JSON.parse(readFileSync(new URL("../../fixtures/mempool/cypress/mainnet_mempoolInfo.json", import.meta.url), "utf8")) as Record<string, unknown> & {
    blocks: BlockExtended[];
  };
}

const TEMPLATE = capturedBundle().blocks[0]!;

/** A well-formed block at `height`, with a hash derived from it. */
export function block(height: number): BlockExtended {
  return { ...TEMPLATE, height, id: height.toString(16).padStart(64, "0") };
}

/** Blocks newest first, from `tip` down. */
export const blocksDown = (tip: number, count: number): BlockExtended[] => Array.from({ length: count }, (_, i) => block(tip - i));

/** A 64-hex txid from a small number. */
export const txid = (n: number): string => n.toString(16).padStart(64, "0");

export const tuple = (n: number, rate = 10, accelerated = false): TransactionCompressed =>
  accelerated ? [txid(n), 1_000 + n, 100, 50_000, rate, 1_028, 1_732_000_000, 1] : [txid(n), 1_000 + n, 100, 50_000, rate, 1_028, 1_732_000_000];

/** An Esplora transaction as the address keys carry it. */
export function esploraTx(n: number, confirmed = false): EsploraTransaction {
  return {
    txid: txid(n),
    version: 2,
    locktime: 0,
    vin: [{ txid: txid(n + 1_000), vout: 0, prevout: null, scriptsig: "", scriptsig_asm: "", is_coinbase: false, sequence: 0xfffffffd }],
    vout: [{ scriptpubkey: "0014e8df018c7e326cc253faac7e46cdc51e68542c42", scriptpubkey_asm: "", scriptpubkey_type: "v0_p2wpkh", value: 10_000 }],
    size: 200,
    weight: 560,
    fee: 1_000,
    status: confirmed ? { confirmed: true, block_height: 900_000 } : { confirmed: false },
  };
}

/** A plain live state over `snapshot`, tracking nothing. */
export function liveState(snapshot: Partial<LiveSnapshot> = {}): LiveState {
  return {
    ...emptySnapshot(),
    ...snapshot,
    network: "mainnet",
    connection: CONNECTION_RECONNECTING,
    tracking: emptyTracking(),
    firstGitCommit: snapshot.backendInfo?.gitCommit ?? null,
    reloadDue: false,
  };
}

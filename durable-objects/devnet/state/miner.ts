import { blockSubsidySats } from "../../../shared/chain/halvings.ts";
import { BLOCK_WEIGHT_UNITS, blockHeight } from "../../../shared/types/units.ts";
import { mineHeader, merkleRoot, type BlockHeader } from "../chain/block-header.ts";
import type { DevnetPool } from "../chain/pools.ts";
import { buildCoinbase } from "../tx/build-coinbase.ts";
import type { BuiltTransaction } from "../tx/build-transaction.ts";
import type { Keyring } from "../tx/keys.ts";
import type { MempoolEntry } from "../mempool/mempool.ts";
import type { Random } from "../sim/random.ts";
import {
  adjustedVsize,
  BLOCK_SIGOPS_LIMIT,
  BLOCK_WEIGHT_LIMIT_WU,
  COINBASE_RESERVED_SIGOPS,
  COINBASE_RESERVED_WEIGHT_WU,
  isSigopHeavy,
  MAX_CONSECUTIVE_FAILURES,
  packageWeightCap,
  WITNESS_SCALE_FACTOR,
} from "../template/template-limits.ts";

const WEIGHT_CAP_WU = packageWeightCap(BLOCK_WEIGHT_LIMIT_WU);
/** Pools pay themselves to one payout key each (pools reuse payout addresses), far from users' keys. */
export const POOL_KEY_BASE = 2_000_000_000;

export interface MinedBlock {
  readonly hash: string;
  readonly header: BlockHeader;
  readonly coinbase: BuiltTransaction;
  readonly coinbaseKeyIndex: number;
  /** The block's transactions after the coinbase, in block order. */
  readonly txs: readonly MempoolEntry[];
  readonly size: number;
  readonly weight: number;
  readonly fees: number;
}

export interface BlockAssembly {
  readonly keyring: Keyring;
  readonly random: Random;
  readonly pool: DevnetPool;
  readonly height: number;
  readonly previousBlockHash: string;
  readonly timestamp: number;
  readonly bits: number;
  /** Candidate transactions in the order of the pool's own template (block 0, with the accelerations it takes part in). */
  readonly template: readonly MempoolEntry[];
  /**
   * The template's next block, in its order: what fills the room the pool's omissions leave, as
   * a real pool's own block assembler would take the next best transactions.
   */
  readonly backfill?: readonly MempoolEntry[];
  /** Transactions the pool adds on its own (not from the mempool), placed at the end. */
  readonly extra?: readonly MempoolEntry[];
  /** Txids the pool was paid to accelerate (and their ancestors): never among its random omissions. */
  readonly accelerated?: ReadonlySet<string>;
}

/**
 * Assembles and mines a block: the pool's selection of the template (it may leave some out, and a
 * pool that skips sigop-heavy transactions leaves all of those out, which the audit then shows),
 * the room that leaves filled from the template's next block, a coinbase paying subsidy plus fees
 * with the pool's tag and the witness commitment, and a header with real proof of work.
 */
export function assembleBlock(assembly: BlockAssembly): MinedBlock {
  const { pool, random, height } = assembly;
  const extra = assembly.extra ?? [];
  const omitted = new Set<string>();
  if (random.chance(pool.omitChance) && assembly.template.length > 0) {
    const count = Math.max(1, Math.round(assembly.template.length * random.next() * 0.03));
    for (let i = 0; i < count; i++) {
      // The draw is made either way, so sparing an accelerated transaction shifts no later draw.
      const txid = random.pick(assembly.template).txid;
      if (!assembly.accelerated?.has(txid)) omitted.add(txid);
    }
  }
  // The pool's own transactions win over mempool ones that spend the same coins.
  const privatelySpent = new Set(extra.flatMap((tx) => tx.inputs.map((input) => `${input.txid}:${input.vout}`)));
  const leftOut = (tx: MempoolEntry): boolean =>
    omitted.has(tx.txid) ||
    (pool.skipsSigopHeavy && isSigopHeavy(tx.weight, tx.sigops)) ||
    tx.inputs.some((input) => privatelySpent.has(`${input.txid}:${input.vout}`));
  const selection = new BlockSelection();
  for (const tx of assembly.template) selection.consider(tx, leftOut(tx));
  // The pool's own transactions keep the room they need.
  const extraWeight = extra.reduce((sum, tx) => sum + tx.weight, 0);
  let misses = 0;
  for (const tx of assembly.backfill ?? []) {
    if (misses > MAX_CONSECUTIVE_FAILURES) break;
    misses = selection.consider(tx, leftOut(tx), extraWeight) ? 0 : misses + 1;
  }
  for (const tx of extra) selection.consider(tx, false);
  const chosen = selection.chosen;
  const fees = chosen.reduce((sum, tx) => sum + tx.fee, 0);
  const coinbaseKeyIndex = POOL_KEY_BASE + pool.id;
  const coinbase = buildCoinbase({
    keyring: assembly.keyring,
    height,
    tag: pool.coinbaseTag,
    outputs: [{ kind: "p2wpkh", keyIndex: coinbaseKeyIndex, value: blockSubsidySats(blockHeight(height)) + fees }],
    wtxids: chosen.map((tx) => tx.wtxid),
  });
  // Pools roll version bits (BIP320) on top of the BIP9 top bits.
  const version = (0x2000_0000 | (random.int(0, 0xffff) << 13)) >>> 0;
  const { header, hash } = mineHeader({
    version: version | 0,
    previousBlockHash: assembly.previousBlockHash,
    merkleRoot: merkleRoot([coinbase.txid, ...chosen.map((tx) => tx.txid)]),
    timestamp: assembly.timestamp,
    bits: assembly.bits,
    nonce: random.nextUint32(),
  });
  const size = 80 + varIntSize(chosen.length + 1) + coinbase.size + chosen.reduce((sum, tx) => sum + tx.size, 0);
  return {
    hash,
    header,
    coinbase,
    coinbaseKeyIndex,
    txs: chosen,
    size,
    weight: 320 + varIntSize(chosen.length + 1) * 4 + coinbase.weight + chosen.reduce((sum, tx) => sum + tx.weight, 0),
    fees,
  };
}

/**
 * A block filled in order, by the template builder's rule for what fits (so block 0 of a template
 * fits whole), each transaction after its mempool parents.
 */
class BlockSelection {
  readonly chosen: MempoolEntry[] = [];
  /** Transactions passed over: what spends them cannot follow them into the block. */
  readonly #passed = new Set<string>();
  #weight = COINBASE_RESERVED_WEIGHT_WU;
  #sigops = COINBASE_RESERVED_SIGOPS;

  /** Takes `tx` unless `leftOut`, a parent was passed over, or it would not fit below the limits less `keepFree` WU. */
  consider(tx: MempoolEntry, leftOut: boolean, keepFree = 0): boolean {
    const fits =
      this.#weight + keepFree + WITNESS_SCALE_FACTOR * adjustedVsize(tx.weight, tx.sigops) < WEIGHT_CAP_WU &&
      this.#sigops + tx.sigops < BLOCK_SIGOPS_LIMIT;
    if (leftOut || !fits || tx.inputs.some((input) => this.#passed.has(input.txid))) {
      this.#passed.add(tx.txid);
      return false;
    }
    this.chosen.push(tx);
    this.#weight += tx.weight;
    this.#sigops += tx.sigops;
    return true;
  }
}

const varIntSize = (n: number): number => (n < 0xfd ? 1 : n <= 0xffff ? 3 : n <= 0xffff_ffff ? 5 : 9);

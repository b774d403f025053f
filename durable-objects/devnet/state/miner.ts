import { blockSubsidySats } from "../../../shared/chain/halvings.ts";
import { BLOCK_WEIGHT_UNITS, blockHeight } from "../../../shared/types/units.ts";
import { mineHeader, merkleRoot, type BlockHeader } from "../chain/block-header.ts";
import type { DevnetPool } from "../chain/pools.ts";
import { buildCoinbase } from "../tx/build-coinbase.ts";
import type { BuiltTransaction } from "../tx/build-transaction.ts";
import type { Keyring } from "../tx/keys.ts";
import type { MempoolEntry } from "../mempool/mempool.ts";
import type { Random } from "../sim/random.ts";
import { isSigopHeavy } from "../template/template-limits.ts";

/** Weight kept free for the coinbase, as the template builder assumes. */
const COINBASE_RESERVE_WU = 4_000;
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
  /** Transactions the pool adds on its own (not from the mempool), placed at the end. */
  readonly extra?: readonly MempoolEntry[];
}

/**
 * Assembles and mines a block: the pool's selection of the template (it may leave some out, and a
 * pool that skips sigop-heavy transactions leaves all of those out, which the audit then shows), a coinbase paying subsidy plus fees with the pool's tag and the witness
 * commitment, and a header with real proof of work.
 */
export function assembleBlock(assembly: BlockAssembly): MinedBlock {
  const { pool, random, height } = assembly;
  const omitted = new Set<string>();
  if (random.chance(pool.omitChance) && assembly.template.length > 0) {
    const count = Math.max(1, Math.round(assembly.template.length * random.next() * 0.03));
    for (let i = 0; i < count; i++) omitted.add(random.pick(assembly.template).txid);
  }
  if (pool.skipsSigopHeavy) {
    for (const tx of assembly.template) if (isSigopHeavy(tx.weight, tx.sigops)) omitted.add(tx.txid);
  }
  // The pool's own transactions win over template ones that spend the same coins.
  const privatelySpent = new Set((assembly.extra ?? []).flatMap((tx) => tx.inputs.map((input) => `${input.txid}:${input.vout}`)));
  for (const tx of assembly.template) {
    if (tx.inputs.some((input) => privatelySpent.has(`${input.txid}:${input.vout}`))) omitted.add(tx.txid);
  }
  const chosen: MempoolEntry[] = [];
  const included = new Set<string>();
  let weight = COINBASE_RESERVE_WU;
  for (const tx of [...assembly.template, ...(assembly.extra ?? [])]) {
    // A transaction whose parent was left out cannot follow it into the block.
    if (omitted.has(tx.txid) || tx.inputs.some((input) => omitted.has(input.txid))) {
      omitted.add(tx.txid);
      continue;
    }
    if (weight + tx.weight > BLOCK_WEIGHT_UNITS) continue;
    chosen.push(tx);
    included.add(tx.txid);
    weight += tx.weight;
  }
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

const varIntSize = (n: number): number => (n < 0xfd ? 1 : n <= 0xffff ? 3 : n <= 0xffff_ffff ? 5 : 9);

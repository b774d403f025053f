/**
 * The network's next block as a pool finds it: the pool drawn by hashrate, block 0 of that pool's
 * own template (the accelerations it takes part in applied), the private transactions it adds, the
 * assembled block and its audit; and the records the chain keeps of it. Connecting it to the chain
 * is the network's job.
 *
 * @example
 * const found = findBlock({ ...privateContext, accelerations, bits: nextBits(chain, bits) }, now);
 * found.pool.id; found.mined.hash; found.audit?.matchRate;
 */
import { hex as hexCoder } from "@scure/base";
import { sats } from "../../../shared/types/units.ts";
import { DIFFICULTY_EPOCH_BLOCKS } from "../../../shared/chain/difficulty.ts";
import { DEVNET_POOLS, type DevnetPool } from "../chain/pools.ts";
import { isRetargetHeight, retargetBits } from "../chain/retarget.ts";
import type { Random } from "../sim/random.ts";
import type { MempoolEntry } from "../mempool/mempool.ts";
import type { AccelerationBook } from "./accelerations.ts";
import { auditBlock, type AuditInput, type BlockAudit } from "./block-audit.ts";
import type { BlockRecord, ChainState, TxRecord } from "./chain-state.ts";
import { templateOf } from "./mempool-template.ts";
import { assembleBlock, type MinedBlock } from "./miner.ts";
import { privateTransactions, type PrivateContext, type PrivateTransaction } from "./private-transactions.ts";

/**
 * What finding a block reads: the world the pool's private transactions are made in, whose `random`
 * (the mining stream) draws the pool, then those transactions, then the block's own draws.
 */
export interface BlockSearch extends PrivateContext {
  readonly accelerations: AccelerationBook;
  /** The block's difficulty bits, already retargeted (`nextBits`). */
  readonly bits: number;
}

export interface FoundBlock {
  readonly mined: MinedBlock;
  readonly pool: DevnetPool;
  readonly height: number;
  /** Null for the chain's first block: no template came before it. */
  readonly audit: BlockAudit | null;
  /** The pool's private transactions: those the block holds, and those that did not fit. */
  readonly extra: readonly PrivateTransaction[];
}

type ExpectedBlock = Pick<AuditInput, "expected"> & {
  readonly accelerated: ReadonlySet<string>;
  /** The template's next block, in its order (what fills the room a pool's omissions leave). */
  readonly backfill: readonly MempoolEntry[];
};

/** The difficulty bits of the block after the tip: `bits`, retargeted when it starts an epoch. */
export function nextBits(chain: ChainState, bits: number): number {
  const height = chain.tipHeight + 1;
  const parent = chain.tip;
  // An epoch that began before the chain did keeps its bits: its first block's time is unknown.
  const epochFirst = isRetargetHeight(height) ? chain.blockAt(height - DIFFICULTY_EPOCH_BLOCKS) : undefined;
  return epochFirst && parent ? retargetBits(bits, parent.header.timestamp - epochFirst.header.timestamp) : bits;
}

/** The block a pool drawn by hashrate finds at `time` on the tip (see the module comment). */
export function findBlock(search: BlockSearch, time: number): FoundBlock {
  const { chain, mempool, random } = search;
  const height = chain.tipHeight + 1;
  const parent = chain.tip;
  const timestamp = Math.max(Math.floor(time), parent ? chain.medianTimePast(parent.height) + 1 : 0);
  const pool = pickPool(random);
  const { expected, accelerated, backfill } = parent ? expectedBlock(search, pool) : NO_EXPECTED_BLOCK;
  const extra = parent ? privateTransactions(search, pool) : [];
  const mined = assembleBlock({
    keyring: search.keyring,
    random,
    pool,
    height,
    previousBlockHash: parent?.hash ?? "0".repeat(64),
    timestamp,
    bits: search.bits,
    template: expected.map((e) => e.entry),
    backfill,
    extra: extra.map((tx) => tx.entry),
    accelerated,
  });
  const seen = new Set(expected.map((e) => e.entry.txid));
  for (const tx of mined.txs) if (mempool.has(tx.txid)) seen.add(tx.txid);
  const audit = !parent
    ? null
    : auditBlock({ height, hash: mined.hash, timestamp: mined.header.timestamp, expected, mined: mined.txs, seen, accelerated });
  return { mined, pool, height, audit, extra };
}

/** The record of a found block's coinbase, first seen when the block was. */
export function coinbaseRecordOf(mined: MinedBlock): TxRecord {
  return {
    txid: mined.coinbase.txid,
    wtxid: mined.coinbase.wtxid,
    hex: mined.coinbase.hex,
    fee: sats(0),
    weight: mined.coinbase.weight,
    size: mined.coinbase.size,
    sigops: 0,
    inputs: [{ txid: "0".repeat(64), vout: 0xffff_ffff }],
    outputs: mined.coinbase.outputs.map((output) => ({ value: output.value, script: hexCoder.encode(output.script) })),
    firstSeen: mined.header.timestamp,
  };
}

/** The chain's record of a found block, coinbase first. */
export function blockRecordOf({ mined, height, pool }: FoundBlock): BlockRecord {
  return {
    hash: mined.hash,
    height,
    header: mined.header,
    txids: [mined.coinbase.txid, ...mined.txs.map((tx) => tx.txid)],
    size: mined.size,
    weight: mined.weight,
    poolId: pool.id,
  };
}

/**
 * Block 0 of the pool's own template (the accelerations it takes part in applied, research §5.6),
 * with effective rates and, for CPFP'd parents, when the child came; and what it accelerated.
 */
function expectedBlock({ mempool, accelerations }: BlockSearch, pool: DevnetPool): ExpectedBlock {
  if (mempool.size === 0) return NO_EXPECTED_BLOCK;
  // Two blocks: the last one of a template is unbounded, so block 0 must not be the last.
  const template = templateOf(mempool, { blockCount: 2, accelerations: accelerations.active, poolId: pool.id });
  const { byUid, templates } = template;
  const uids = templates.blocks[0] ?? [];
  const rates = templates.blockRates[0];
  const expected = uids.map((uid, k) => {
    const entry = byUid[uid]!;
    const children = mempool.children(entry.txid).map((txid) => mempool.get(txid)!.firstSeen);
    return { entry, rate: rates?.[k] ?? entry.fee / (entry.weight / 4), ...(children.length > 0 ? { childFirstSeen: Math.max(...children) } : {}) };
  });
  const backfill = (templates.blocks[1] ?? []).map((uid) => byUid[uid]!);
  return { expected, accelerated: new Set(template.accelerated.keys()), backfill };
}

const NO_EXPECTED_BLOCK: ExpectedBlock = { expected: [], accelerated: new Set(), backfill: [] };

function pickPool(random: Random): DevnetPool {
  return DEVNET_POOLS[random.weighted(DEVNET_POOLS.map((pool) => pool.hashratePercent))]!;
}

/**
 * From block templates to what the explorer shows (research §5.1 post-processing, §1.6):
 *
 * - every transaction gets a position `{block, vsize}`, vsize being its midpoint inside the block:
 *   the vsize of everything before it plus half its own (what `txPosition` reports);
 * - each block gets its `MempoolBlock` summary: `blockSize` = Σ size, `blockVSize` = Σ weight / 4
 *   (fractional), `nTx`, `totalFees`, and the fee statistics of §5.2 from the shared calculators,
 *   over effective rates: `blockFeeStatistics` for a normal block, the streaming
 *   `OnlineFeeStatistics` for the last ("stack") block when it weighs more than one block;
 * - a block's transaction list stops where the cumulative vsize, the transaction's own included,
 *   passes 1.2 × one block's vsize (1,200,000 vB): the stack block lists about 1.2 blocks of
 *   transactions while its summary covers all of them.
 *
 * All vsizes here are weight / 4 without rounding, as the upstream reports them (not the
 * sigop-adjusted vsize' the selection ranks by). A transaction without a `size` counts weight / 4
 * towards `blockSize`: exact for a transaction without witness data, a lower bound otherwise.
 *
 * @example
 * const templates = buildBlockTemplates(txs);
 * const { blocks, positionOf } = projectBlocks(txs, templates);
 * blocks[0]!.summary;  // { blockSize, blockVSize: 997_948.75, nTx: 1_767, totalFees, medianFee, feeRange }
 * positionOf(42);      // { block: 0, vsize: 1_234.5 }
 */
import { blockFeeStatistics } from "../../../shared/fees/block-fee-statistics.ts";
import type { FeeStatsTx } from "../../../shared/fees/fee-stats-tx.ts";
import { onlineFeeStatistics } from "../../../shared/fees/online-fee-statistics.ts";
import type { MempoolBlock } from "../../../shared/types/mempool.ts";
import {
  type SatPerVByte,
  type Sats,
  type VBytes,
  type WeightUnits,
  sats,
  satPerVByte,
  vbytes,
  weightUnits,
} from "../../../shared/types/units.ts";
import type { BlockTemplates } from "./block-template.ts";
import { BLOCK_WEIGHT_LIMIT_WU, WITNESS_SCALE_FACTOR } from "./template-limits.ts";
import { TemplateInputError } from "./template-input-error.ts";
import { UidIndex } from "./uid-index.ts";

/** Listed transactions stop at this multiple of one block's vsize (§1.6, §5.1). */
export const LISTED_VSIZE_BLOCKS = 1.2;

/** The fields post-processing reads; a `TemplateTx` with an optional `size` fits. */
export interface ProjectedTxInput {
  readonly uid: number;
  readonly fee: Sats;
  readonly weight: WeightUnits;
  /** Serialized size in bytes, for `blockSize`. */
  readonly size?: number;
}

export interface TxPosition {
  readonly block: number;
  /** Midpoint offset from the block's start, in vB. */
  readonly vsize: VBytes;
}

export interface ProjectedTx {
  readonly uid: number;
  readonly fee: Sats;
  readonly weight: WeightUnits;
  /** weight / 4. */
  readonly vsize: VBytes;
  readonly effectiveFeePerVsize: SatPerVByte;
  readonly position: TxPosition;
}

export interface ProjectedBlock {
  readonly index: number;
  readonly summary: MempoolBlock;
  /** In block order, cut at 1.2 blocks of cumulative vsize. */
  readonly transactions: readonly ProjectedTx[];
}

export interface ProjectedBlocks {
  readonly blocks: readonly ProjectedBlock[];
  /** Position of any transaction of the templates, listed or not; undefined for others. */
  readonly positionOf: (uid: number) => TxPosition | undefined;
}

export interface ProjectBlocksOptions {
  /** The weight limit the templates were built with; sets the vsize of "one block". */
  readonly blockWeightLimit?: number;
}

/**
 * Positions, summaries and listed transactions of every template block.
 *
 * @param txs the transactions the templates were built from (any order; more is fine)
 * @throws TemplateInputError when a template uid is not among `txs`
 * @example
 * projectBlocks(txs, buildBlockTemplates(txs)).blocks.map((b) => b.summary.medianFee);
 */
export function projectBlocks(
  txs: readonly ProjectedTxInput[],
  templates: BlockTemplates,
  { blockWeightLimit = BLOCK_WEIGHT_LIMIT_WU }: ProjectBlocksOptions = {},
): ProjectedBlocks {
  const index = UidIndex.of(Uint32Array.from(txs, (tx) => tx.uid));
  if (!(index instanceof UidIndex)) {
    throw TemplateInputError.duplicateUid(index.duplicateAt, txs[index.duplicateAt]?.uid ?? -1);
  }
  const positionBlocks = new Int32Array(txs.length).fill(-1);
  const positionVsizes = new Float64Array(txs.length);
  const listedVsize = (LISTED_VSIZE_BLOCKS * blockWeightLimit) / WITNESS_SCALE_FACTOR;

  const blocks = templates.blocks.map((uids, block): ProjectedBlock => {
    const rates = templates.blockRates[block];
    const feeTxs: FeeStatsTx[] = [];
    const transactions: ProjectedTx[] = [];
    let size = 0;
    let weight = 0;
    let fees = 0;
    uids.forEach((uid, k) => {
      const at = index.get(uid);
      const tx = txs[at];
      if (tx === undefined) {
        throw TemplateInputError.field(`templates.blocks[${block}][${k}]`, uid, "a uid of one of the txs");
      }
      const vsize = tx.weight / WITNESS_SCALE_FACTOR;
      const rate = satPerVByte(rates?.[k] ?? 0);
      const position = { block, vsize: vbytes(weight / WITNESS_SCALE_FACTOR + vsize / 2) };
      positionBlocks[at] = block;
      positionVsizes[at] = position.vsize;
      size += tx.size ?? vsize;
      weight += tx.weight;
      fees += tx.fee;
      feeTxs.push({ weight: tx.weight, effectiveFeePerVsize: rate });
      if (weight / WITNESS_SCALE_FACTOR <= listedVsize) {
        const { fee, weight: txWeight } = tx;
        transactions.push({ uid, fee, weight: txWeight, vsize: vbytes(vsize), effectiveFeePerVsize: rate, position });
      }
    });
    const isStack = block === templates.blocks.length - 1 && weight > blockWeightLimit;
    const statistics = isStack
      ? onlineFeeStatistics(feeTxs, weightUnits(weight))
      : blockFeeStatistics(feeTxs, weightUnits(blockWeightLimit));
    const summary: MempoolBlock = {
      blockSize: size,
      blockVSize: vbytes(weight / WITNESS_SCALE_FACTOR),
      nTx: uids.length,
      totalFees: sats(fees),
      ...statistics,
    };
    return { index: block, summary, transactions };
  });

  const positionOf = (uid: number): TxPosition | undefined => {
    const at = index.get(uid);
    const block = at < 0 ? -1 : positionBlocks[at]!;
    return block < 0 ? undefined : { block, vsize: vbytes(positionVsizes[at]!) };
  };
  return { blocks, positionOf };
}

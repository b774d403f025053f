/**
 * The mempool backend's `BlockExtended` (research §2.3): the Esplora block plus `extras` computed
 * from the block's own transactions, the way the backend fills them from Core's `getblockstats`:
 *
 * - the coinbase is left out of inputs, output amounts, sizes, fees and the segwit totals, but its
 *   outputs count in `totalOutputs` (so `utxoSetChange` = outputs − inputs, as Core's
 *   `utxo_increase`);
 * - `avgFee` and `avgFeeRate` are Core's integer divisions (fee per transaction, fee per vbyte);
 * - `medianFee`/`feeRange` come from the shared block statistics over each transaction's own
 *   fee / vsize (a mined block has no package information);
 * - `coinbaseSignature` is the asm of the coinbase's first output script and
 *   `coinbaseSignatureAscii` its scriptSig read byte by byte, as the captured blocks show
 *   (fixtures/mempool/cypress/details_rbf/tx01_ws_blocks_01.json);
 * - `matchRate`, `expectedFees`, `expectedWeight` and `similarity` come from the block's audit
 *   (research §5.6) when the devnet still holds one, as upstream fills them from its audit table;
 *   without an audit the first three are null and `similarity` is left out, as upstream leaves them.
 *
 * @example
 * blockExtended(chain, chain.tip!, "mainnet").extras.pool.slug; // "tidewater"
 */
import { blockFeeStatistics } from "../../../shared/fees/block-fee-statistics.ts";
import type { FeeStatsTx } from "../../../shared/fees/fee-stats-tx.ts";
import type { BlockExtended, BlockExtras } from "../../../shared/types/block-extended.ts";
import { sats, satPerVByte, weightUnits, WITNESS_SCALE_FACTOR } from "../../../shared/types/units.ts";
import { headerHex } from "../chain/block-header.ts";
import { poolById } from "../chain/pools.ts";
import type { BlockAudit } from "../state/block-audit.ts";
import type { BlockRecord, ChainState, TxRecord } from "../state/chain-state.ts";
import { toEsploraVout } from "../tx/esplora-view.ts";
import type { AddressNetwork } from "../tx/output-script.ts";
import { decodeTransaction } from "../tx/raw-transaction.ts";
import { toHex } from "../tx/script-asm.ts";
import { esploraBlock } from "./block-view.ts";
import { outputTotal } from "./transaction-view.ts";

/**
 * The block with its extras. Pure: the caller caches it by hash, since a block never changes (its
 * audit is made when it arrives, before anyone can ask for the block).
 *
 * @example
 * const block = blockExtended(chain, chain.blockAt(100)!, "mainnet", network.auditOf(100));
 * block.extras.reward === block.extras.totalFees + 5_000_000_000; // true at the devnet's heights
 */
export function blockExtended(chain: ChainState, block: BlockRecord, addressNetwork: AddressNetwork, audit?: BlockAudit): BlockExtended {
  const records = block.txids.map((txid) => recordOf(chain, block, txid));
  const [coinbase, ...txs] = records as [TxRecord, ...TxRecord[]];
  const esplora = esploraBlock(chain, block);
  // The backend's key order (BlockExtended), not Esplora's: clients diffing JSON see the same text.
  return {
    id: esplora.id,
    height: esplora.height,
    version: esplora.version,
    timestamp: esplora.timestamp,
    bits: esplora.bits,
    nonce: esplora.nonce,
    difficulty: esplora.difficulty,
    merkle_root: esplora.merkle_root,
    tx_count: esplora.tx_count,
    size: esplora.size,
    weight: esplora.weight,
    previousblockhash: esplora.previousblockhash,
    mediantime: esplora.mediantime,
    stale: false,
    extras: { ...extrasOf(block, coinbase, txs, addressNetwork), ...auditFigures(block, audit) },
  };
}

function extrasOf(block: BlockRecord, coinbase: TxRecord, txs: readonly TxRecord[], addressNetwork: AddressNetwork): BlockExtras {
  const totalFees = txs.reduce((sum, tx) => sum + tx.fee, 0);
  const totalWeight = txs.reduce((sum, tx) => sum + tx.weight, 0);
  const totalSize = txs.reduce((sum, tx) => sum + tx.size, 0);
  // Without witness data a transaction weighs exactly 4 × its size (BIP141).
  const segwit = txs.filter((tx) => tx.weight !== tx.size * WITNESS_SCALE_FACTOR);
  const totalInputs = txs.reduce((sum, tx) => sum + tx.inputs.length, 0);
  const totalOutputs = coinbase.outputs.length + txs.reduce((sum, tx) => sum + tx.outputs.length, 0);
  const statistics = blockFeeStatistics([coinbase, ...txs].map(feeStatsTx));

  const decoded = decodeTransaction(coinbase.hex);
  const scriptSig = decoded.inputs[0]?.scriptSig ?? new Uint8Array(0);
  const outputs = coinbase.outputs.map((output) => toEsploraVout(output.script, output.value, addressNetwork));
  const coinbaseAddresses = outputs.flatMap((output) => (output.scriptpubkey_address === undefined ? [] : [output.scriptpubkey_address]));
  const pool = poolById(block.poolId) ?? poolById(0)!;

  return {
    reward: outputTotal(coinbase),
    coinbaseRaw: toHex(scriptSig),
    orphans: [],
    medianFee: statistics.medianFee,
    feeRange: statistics.feeRange,
    totalFees,
    avgFee: txs.length === 0 ? 0 : Math.floor(totalFees / txs.length),
    avgFeeRate: totalWeight === 0 ? 0 : Math.floor((totalFees * WITNESS_SCALE_FACTOR) / totalWeight),
    utxoSetChange: totalOutputs - totalInputs,
    avgTxSize: txs.length === 0 ? 0 : Math.round((totalSize / txs.length) * 100) / 100,
    totalInputs,
    totalOutputs,
    totalOutputAmt: txs.reduce((sum, tx) => sum + outputTotal(tx), 0),
    segwitTotalTxs: segwit.length,
    segwitTotalSize: segwit.reduce((sum, tx) => sum + tx.size, 0),
    segwitTotalWeight: segwit.reduce((sum, tx) => sum + tx.weight, 0),
    feePercentiles: null,
    virtualSize: block.weight / WITNESS_SCALE_FACTOR,
    coinbaseAddress: coinbaseAddresses[0] ?? null,
    coinbaseAddresses,
    coinbaseSignature: outputs[0]?.scriptpubkey_asm ?? "",
    coinbaseSignatureAscii: String.fromCharCode(...scriptSig),
    header: headerHex(block.header),
    utxoSetSize: null,
    totalInputAmt: null,
    pool: { id: pool.id, name: pool.name, slug: pool.slug, minerNames: null },
    matchRate: null,
    expectedFees: null,
    expectedWeight: null,
  };
}

/** The audit's figures for the block's extras; an audit of another block (a stale height) counts as none. */
function auditFigures(block: BlockRecord, audit: BlockAudit | undefined): Pick<BlockExtras, "matchRate" | "expectedFees" | "expectedWeight" | "similarity"> {
  if (!audit || audit.id !== block.hash) return { matchRate: null, expectedFees: null, expectedWeight: null };
  return { matchRate: audit.matchRate, expectedFees: audit.expectedFees, expectedWeight: audit.expectedWeight, similarity: audit.similarity };
}

/** A mined transaction's own rate stands in for the package rate the block template would have used. */
function feeStatsTx(tx: TxRecord): FeeStatsTx {
  return {
    weight: weightUnits(tx.weight),
    effectiveFeePerVsize: satPerVByte(tx.fee / (tx.weight / WITNESS_SCALE_FACTOR)),
    fee: sats(tx.fee),
  };
}

function recordOf(chain: ChainState, block: BlockRecord, txid: string): TxRecord {
  const record = chain.tx(txid);
  // Unreachable: connectBlock refuses a block listing an unrecorded transaction.
  if (!record) throw new Error(`Block ${block.hash} lists ${txid}, which the devnet never recorded.`);
  return record;
}

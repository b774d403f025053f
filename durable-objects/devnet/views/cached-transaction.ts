/**
 * `/api/v1/tx/:txid/cached`: a mempool transaction as the backend keeps it in memory (the Esplora
 * view plus its fee figures, first-seen time, projected position and CPFP relatives), in the key
 * order of the captured response (fixtures/mempool/cypress/mainnet_tx_cached.json).
 *
 * A transaction that a replacement evicted is still answered while the RBF history remembers it
 * (research §2.2: the transaction page shows what was replaced), as the capture of a replaced
 * transaction shows (fixtures/mempool/cypress/details_rbf/tx01_api_cached.json): the same fee
 * figures, no relatives and no `uid`. Upstream keeps the last `position` the transaction had; the
 * devnet does not record where a replaced transaction stood, so it leaves `position` out.
 *
 * @example
 * mempoolCachedTransaction(views, txid)?.position; // { block: 0, vsize: 1_234.5 }
 * cachedTransaction(views, replacedTxid)?.firstSeen; // still answered after the replacement
 */
import type { CpfpRelative } from "../../../shared/tx/cpfp-info.ts";
import type { EsploraTransaction, EsploraVout } from "../../../shared/types/esplora.ts";
import { WITNESS_SCALE_FACTOR } from "../../../shared/types/units.ts";
import type { TxRecord } from "../state/chain-state.ts";
import type { TxPosition } from "../template/projected-blocks.ts";
import { toEsploraTransaction, toEsploraVout } from "../tx/esplora-view.ts";
import { decodeRecorded } from "../tx/raw-transaction.ts";
import { cpfpInfo } from "./cpfp-view.ts";
import type { DevnetViews } from "./devnet-views.ts";

export interface CachedTransaction extends EsploraTransaction {
  /** weight / 4 rounded to a whole vbyte, as the backend stores it. */
  readonly vsize: number;
  readonly feePerVsize: number;
  readonly effectiveFeePerVsize: number;
  readonly firstSeen: number;
  readonly uid: number;
  readonly position: TxPosition;
  readonly cpfpChecked: boolean;
  readonly ancestors: readonly CpfpRelative[];
  readonly descendants: readonly CpfpRelative[];
  readonly bestDescendant: CpfpRelative | null;
}

/** What the backend still knows of a transaction a replacement evicted. */
export type ReplacedCachedTransaction = Omit<CachedTransaction, "uid" | "position" | "cpfpChecked">;

/**
 * `/api/v1/tx/:txid/cached`: the backend's record of a mempool transaction or of a remembered
 * replaced one; undefined for anything else (confirmed, unknown, or replaced so long ago that its
 * record is gone).
 *
 * @example
 * cachedTransaction(views, replacedTxid); // { vsize, feePerVsize, …, firstSeen, ancestors: [] } without uid
 */
export function cachedTransaction(views: DevnetViews, txid: string): CachedTransaction | ReplacedCachedTransaction | undefined {
  if (views.network.mempool.has(txid)) return mempoolCachedTransaction(views, txid);
  const replaced = views.network.rbf.replacedTx(txid);
  return replaced && !views.network.chain.placeOf(txid) ? replacedTransaction(views, replaced) : undefined;
}

/**
 * The backend's record of a mempool transaction only (what a `tx` push carries), or undefined
 * when it is not in the mempool.
 *
 * @example
 * mempoolCachedTransaction(views, txid)?.position; // { block: 0, vsize: 1_234.5 }
 */
export function mempoolCachedTransaction(views: DevnetViews, txid: string): CachedTransaction | undefined {
  const { mempool } = views.network;
  const entry = mempool.get(txid);
  const record = views.txs.record(txid);
  const snapshot = views.mempool();
  const uid = snapshot.uid(txid);
  const position = snapshot.position(txid);
  if (!entry || !record || uid === undefined || !position) return undefined;
  const cpfp = cpfpInfo(mempool, snapshot, txid);
  const exactVsize = entry.weight / WITNESS_SCALE_FACTOR;
  return {
    vsize: Math.round(exactVsize),
    feePerVsize: entry.fee / exactVsize,
    effectiveFeePerVsize: snapshot.effectiveRate(txid) ?? entry.fee / exactVsize,
    ...views.txs.esplora(record),
    firstSeen: entry.firstSeen,
    uid,
    position,
    cpfpChecked: true,
    ancestors: cpfp.ancestors,
    descendants: "descendants" in cpfp ? cpfp.descendants : [],
    bestDescendant: "bestDescendant" in cpfp ? cpfp.bestDescendant : null,
  };
}

/**
 * A replaced transaction in the cached shape; one whose parent is lost entirely cannot be shown
 * faithfully and is treated as unknown.
 */
function replacedTransaction(views: DevnetViews, record: TxRecord): ReplacedCachedTransaction | undefined {
  const esplora = replacedEsplora(views, record);
  if (!esplora) return undefined;
  const exactVsize = record.weight / WITNESS_SCALE_FACTOR;
  return {
    vsize: Math.round(exactVsize),
    feePerVsize: record.fee / exactVsize,
    // Its CPFP context left with it; its own rate is what the replacement had to beat.
    effectiveFeePerVsize: record.fee / exactVsize,
    ...esplora,
    firstSeen: record.firstSeen,
    ancestors: [],
    descendants: [],
    bestDescendant: null,
  };
}

/**
 * The Esplora view of a replaced (so unconfirmed) transaction, its prevouts found on the chain or
 * among remembered replaced transactions; undefined when one of them is lost.
 *
 * @example
 * replacedEsplora(views, network.rbf.replacedTx(txid)!)?.status; // { confirmed: false }
 */
export function replacedEsplora(views: DevnetViews, record: TxRecord): EsploraTransaction | undefined {
  const { chain, rbf } = views.network;
  const prevouts: EsploraVout[] = [];
  for (const input of record.inputs) {
    const output = chain.output(input) ?? rbf.replacedTx(input.txid)?.outputs[input.vout];
    if (!output) return undefined;
    prevouts.push(toEsploraVout(output.script, output.value, views.addressNetwork));
  }
  return toEsploraTransaction(decodeRecorded(record), prevouts, { confirmed: false }, { network: views.addressNetwork });
}

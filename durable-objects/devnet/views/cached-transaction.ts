/**
 * `/api/v1/tx/:txid/cached`: a mempool transaction as the backend keeps it in memory (the Esplora
 * view plus its fee figures, first-seen time, projected position and CPFP relatives), in the key
 * order of the captured response (fixtures/mempool/cypress/mainnet_tx_cached.json).
 *
 * @example
 * cachedTransaction(views, txid)?.position; // { block: 0, vsize: 1_234.5 }
 */
import type { EsploraTransaction } from "../../../shared/types/esplora.ts";
import { WITNESS_SCALE_FACTOR } from "../../../shared/types/units.ts";
import type { TxPosition } from "../template/projected-blocks.ts";
import { type CpfpRelative, cpfpInfo } from "./cpfp-view.ts";
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

/** The backend's record of a mempool transaction, or undefined when it is not in the mempool. */
export function cachedTransaction(views: DevnetViews, txid: string): CachedTransaction | undefined {
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

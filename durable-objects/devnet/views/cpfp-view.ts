/**
 * `/api/v1/cpfp/:txid` (research §2.3): a mempool transaction's in-mempool relatives and the rate
 * the projected template mines it at.
 *
 * - `ancestors` / `descendants`: every in-mempool ancestor and descendant as `{txid, fee, weight}`;
 * - `bestDescendant`: the descendant whose package (itself plus all its in-mempool ancestors,
 *   this transaction included) pays the best rate, when that beats this transaction's own package;
 *   null otherwise: it is the child that would pull this one into a block;
 * - `effectiveFeePerVsize`: the template's package rate (research §5.1); `adjustedVsize`: Core's
 *   sigop-adjusted vsize.
 *
 * - `acceleration`, `acceleratedBy`, `acceleratedAt`, `feeDelta`: only for an accelerated
 *   transaction or an ancestor its acceleration pulls along (research §2.3).
 *
 * Anything not in the mempool answers `{ancestors: []}`, as upstream does.
 *
 * @example
 * cpfpInfo(network.mempool, snapshot, txid).effectiveFeePerVsize;
 */
import type { CpfpRelative, MempoolCpfpInfo, NoCpfpInfo } from "../../../shared/tx/cpfp-info.ts";
import type { Mempool, MempoolEntry } from "../mempool/mempool.ts";
import { adjustedVsize } from "../template/template-limits.ts";
import type { MempoolSnapshot } from "./mempool-snapshot.ts";

const relative = (entry: MempoolEntry): CpfpRelative => ({ txid: entry.txid, fee: entry.fee, weight: entry.weight });

/**
 * The CPFP answer for `txid`, read from the mempool and the current projection.
 *
 * @example
 * cpfpInfo(mempool, snapshot, childTxid).ancestors; // [{ txid: parentTxid, fee, weight }]
 */
export function cpfpInfo(mempool: Mempool, snapshot: MempoolSnapshot, txid: string): MempoolCpfpInfo | NoCpfpInfo {
  const entry = mempool.get(txid);
  if (!entry) return { ancestors: [] };
  const entriesOf = (txids: readonly string[]) => txids.flatMap((id) => mempool.get(id) ?? []);
  const ancestors = entriesOf(mempool.ancestors(txid));
  const descendants = entriesOf(mempool.descendants(txid));
  const ownPackageRate = packageRate([entry, ...ancestors]);
  let best: { entry: MempoolEntry; rate: number } | undefined;
  for (const descendant of descendants) {
    const rate = packageRate([descendant, ...entriesOf(mempool.ancestors(descendant.txid))]);
    if (rate > ownPackageRate && (!best || rate > best.rate)) best = { entry: descendant, rate };
  }
  const vsize = adjustedVsize(entry.weight, entry.sigops);
  const accelerated = snapshot.acceleration(txid);
  return {
    ancestors: ancestors.map(relative),
    bestDescendant: best ? relative(best.entry) : null,
    descendants: descendants.map(relative),
    effectiveFeePerVsize: snapshot.effectiveRate(txid) ?? entry.fee / vsize,
    sigops: entry.sigops,
    fee: entry.fee,
    adjustedVsize: vsize,
    ...(accelerated
      ? { acceleration: true, acceleratedBy: accelerated.acceleratedBy, acceleratedAt: accelerated.acceleratedAt, feeDelta: accelerated.feeDelta }
      : {}),
  };
}

/** Σ fee / Σ sigop-adjusted vsize, the rate a miner ranks a package by. */
function packageRate(entries: readonly MempoolEntry[]): number {
  const fee = entries.reduce((sum, e) => sum + e.fee, 0);
  const vsize = entries.reduce((sum, e) => sum + adjustedVsize(e.weight, e.sigops), 0);
  return fee / vsize;
}

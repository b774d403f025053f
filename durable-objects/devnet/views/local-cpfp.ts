/**
 * `POST /api/v1/cpfp` (research §2.2): the CPFP figures of a transaction that is not in the mempool
 * (a raw transaction pasted on the push page), as if it were. Its relatives are the mempool
 * transactions connected to it through unconfirmed parents and children, at most 100 as upstream
 * reads them; they are mined by ancestor score in one unbounded template, and the package that
 * takes the transaction gives its rate:
 *
 * - `ancestors`: its unconfirmed ancestors mined in that package (none when another child already
 *   pulled them into an earlier one); `descendants`: the package's other members (the child that
 *   pulled it in, and that child's other ancestors);
 * - `effectiveFeePerVsize`: the package's fee over its sigop-adjusted vsize; `bestDescendant` null,
 *   `sigops` and `fee` as sent, and `adjustedVsize` its sigop-adjusted vsize.
 *
 * @example
 * localCpfpInfo(network.mempool, { txid, weight: 561, sigops: 1, fee: 141, parents: [parentTxid], outputCount: 1 });
 * // { ancestors: [{ txid: parentTxid, fee, weight }], effectiveFeePerVsize: 3.2, … }
 */
import type { LocalTx } from "../../../shared/params/api-bodies.ts";
import type { CpfpRelative, MempoolCpfpInfo } from "../../../shared/tx/cpfp-info.ts";
import { sats, weightUnits } from "../../../shared/types/units.ts";
import type { Mempool, MempoolEntry } from "../mempool/mempool.ts";
import { buildBlockTemplates } from "../template/block-template.ts";
import { adjustedVsize } from "../template/template-limits.ts";
import type { TemplateTx } from "../template/template-tx.ts";

/** Upstream's `MAX_RELATIVE_GRAPH_SIZE` for this calculation: mempool relatives read at most. */
export const MAX_LOCAL_CPFP_RELATIVES = 100;

/** The uid of the local transaction in its template; relatives follow from 1. */
const LOCAL_UID = 0;

/**
 * The CPFP answer for `tx` against `mempool` (see the module comment).
 *
 * @throws TemplateInputError (400) when the transaction's inputs loop back through its own descendants
 */
export function localCpfpInfo(mempool: Mempool, tx: LocalTx): MempoolCpfpInfo {
  const relatives = relativesOf(mempool, tx);
  const uidOf = new Map<string, number>([[tx.txid, LOCAL_UID], ...relatives.map((entry, i): [string, number] => [entry.txid, i + 1])]);
  const uidsOf = (txids: readonly string[]) => [...new Set(txids)].flatMap((txid) => uidOf.get(txid) ?? []);
  const txs: TemplateTx[] = [
    { uid: LOCAL_UID, txid: tx.txid, fee: sats(tx.fee), weight: weightUnits(tx.weight), sigops: tx.sigops, parents: uidsOf(tx.parents.filter((p) => p !== tx.txid)) },
    // A relative's parent outside the 100 read is left out, as upstream's cut graph leaves it.
    ...relatives.map((entry, i) => ({ uid: i + 1, txid: entry.txid, fee: entry.fee, weight: entry.weight, sigops: entry.sigops, parents: uidsOf(mempool.parents(entry.txid)) })),
  ];
  const templates = buildBlockTemplates(txs, { blockCount: 1 });
  const vsize = adjustedVsize(tx.weight, tx.sigops);
  const cluster = templates.clusters.find((candidate) => candidate.members.includes(LOCAL_UID));
  const ancestors = ancestorUids(txs);
  const relative = (uid: number): CpfpRelative => {
    const entry = relatives[uid - 1]!;
    return { txid: entry.txid, fee: entry.fee, weight: entry.weight };
  };
  const others = cluster?.members.filter((uid) => uid !== LOCAL_UID) ?? [];
  return {
    ancestors: others.filter((uid) => ancestors.has(uid)).map(relative),
    bestDescendant: null,
    descendants: others.filter((uid) => !ancestors.has(uid)).map(relative),
    effectiveFeePerVsize: templates.effectiveRateOf(LOCAL_UID) ?? tx.fee / vsize,
    sigops: tx.sigops,
    fee: tx.fee,
    adjustedVsize: vsize,
  };
}

/**
 * Mempool transactions connected to `tx` through parents and children, nearest first, at most
 * MAX_LOCAL_CPFP_RELATIVES. A mempool copy of the transaction itself is not one: it is `tx`.
 */
function relativesOf(mempool: Mempool, tx: LocalTx): MempoolEntry[] {
  const found = new Map<string, MempoolEntry>();
  const children = (txid: string, outputs: number) =>
    Array.from({ length: outputs }, (_, vout) => mempool.spenderOf({ txid, vout })).filter((spender): spender is string => spender !== undefined);
  const queue: string[] = [...tx.parents, ...children(tx.txid, tx.outputCount)];
  while (queue.length > 0 && found.size < MAX_LOCAL_CPFP_RELATIVES) {
    const txid = queue.shift()!;
    if (txid === tx.txid || found.has(txid)) continue;
    const entry = mempool.get(txid);
    if (!entry) continue;
    found.set(txid, entry);
    queue.push(...mempool.parents(txid), ...children(txid, entry.outputs.length));
  }
  return [...found.values()];
}

/** The uids the local transaction descends from, through the template's parent links. */
function ancestorUids(txs: readonly TemplateTx[]): Set<number> {
  const ancestors = new Set<number>();
  const stack = [...txs[LOCAL_UID]!.parents];
  while (stack.length > 0) {
    const uid = stack.pop()!;
    if (ancestors.has(uid)) continue;
    ancestors.add(uid);
    stack.push(...txs[uid]!.parents);
  }
  return ancestors;
}

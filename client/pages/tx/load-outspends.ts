/**
 * Where the outputs of a list of transactions went (research §2.2 `/api/txs/outspends?txids=`), for
 * the transaction lists of the block and address pages, and the reader of that map as it travels in
 * a page's data. The spent state is an extra: a call that fails only leaves its transactions
 * without one, so the loader logs and never rejects.
 *
 * @example
 * const outspends = await loadOutspends(transactions.map((tx) => tx.txid), api, console.warn);
 * outspends[txid]?.[0]; // { spent: true, txid: spender, vin: 0, status: {…} } or { spent: false }
 */
import { MAX_OUTSPENDS_TXIDS } from "../../../shared/params/esplora-params.ts";
import type { EsploraOutspend } from "../../../shared/types/esplora.ts";
import type { ApiGet } from "../../app/page-data.tsx";
import { readOutspends } from "./esplora-readers.ts";

/** Outspends by txid, one entry per output; a txid without an entry has no known spent state. */
export type OutspendsByTxid = Readonly<Record<string, readonly EsploraOutspend[]>>;

/** Where a failed call is reported (the page goes on without the spent state). */
export type OutspendsLog = (message: string, detail?: unknown) => void;

async function loadOutspendsBatch(txids: readonly string[], api: ApiGet, log: OutspendsLog): Promise<OutspendsByTxid> {
  try {
    const json: unknown = await (await api(`/api/txs/outspends?txids=${txids.join(",")}`)).json();
    // The answer is positional: one of another length cannot say which list belongs to which txid.
    if (!Array.isArray(json) || json.length !== txids.length) throw new TypeError("the outspends do not match the transactions asked for");
    const byTxid: Record<string, readonly EsploraOutspend[]> = {};
    txids.forEach((txid, index) => {
      const outspends = readOutspends(json[index]);
      if (outspends !== undefined) byTxid[txid] = outspends;
    });
    return byTxid;
  } catch (error) {
    log("the outspends could not be loaded", error);
    return {};
  }
}

/**
 * The outspends of `txids`, in calls of at most MAX_OUTSPENDS_TXIDS txids (the API refuses more),
 * sent together. A call that fails or answers something unreadable is logged once and leaves its
 * txids out; a single unreadable entry leaves only its own txid out. Never rejects.
 *
 * @example
 * await loadOutspends([], api, log);          // {} without a call
 * await loadOutspends(txids75, api, log);     // two calls: 50 txids, then 25
 */
export async function loadOutspends(txids: readonly string[], api: ApiGet, log: OutspendsLog): Promise<OutspendsByTxid> {
  const unique = [...new Set(txids)];
  const batches: string[][] = [];
  for (let start = 0; start < unique.length; start += MAX_OUTSPENDS_TXIDS) batches.push(unique.slice(start, start + MAX_OUTSPENDS_TXIDS));
  const answers = await Promise.all(batches.map((batch) => loadOutspendsBatch(batch, api, log)));
  return Object.fromEntries(answers.flatMap((answer) => Object.entries(answer)));
}

/**
 * Outspends by txid read back from a page's data: a plain object whose keys are among `txids`
 * (the transactions it describes) and whose values are outspends lists; undefined otherwise.
 *
 * @example
 * readOutspendsByTxid({ [txid]: [{ spent: false }] }, [txid]); // { [txid]: [{ spent: false }] }
 * readOutspendsByTxid({ [other]: [] }, [txid]);                 // undefined
 */
export function readOutspendsByTxid(value: unknown, txids: readonly string[]): OutspendsByTxid | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  const known = new Set(txids);
  const byTxid: Record<string, readonly EsploraOutspend[]> = {};
  for (const [txid, entry] of Object.entries(value)) {
    const outspends = known.has(txid) ? readOutspends(entry) : undefined;
    if (outspends === undefined) return undefined;
    byTxid[txid] = outspends;
  }
  return byTxid;
}

/**
 * What /tx/{txid} is about, loaded before the page renders (client/app/page-data.tsx): the
 * transaction (`/api/tx/:txid`) with, in parallel, where its outputs went (`/outspends`), its
 * in-mempool relatives (`/api/v1/cpfp/:txid`), its replacements (`/api/v1/tx/:txid/rbf`) and when
 * the mempool first saw it (`/api/v1/transaction-times`). Only the transaction is required; the
 * others are extras a page shows when they came, so
 * their failure leaves them null rather than failing the page.
 *
 * The route's segment may also be `{txid}:{vout}` (a link to one output, shared/tx/outpoint-path.ts).
 * A transaction the backend does not know is a 404 (the page waits for it to appear, research
 * peers §5.1) unless the id is a block hash: hashes of blocks on some networks (the devnet's among
 * them) do not start with the zeros that tell a search box they are blocks, so such a link lands
 * here and the page sends the visitor on to the block.
 *
 * @example
 * const entry = await loadPageDataEntry(txPageData, { txid }, api);
 * // { key: "tx:…", data: { kind: "tx", tx, outspends, cpfp, rbf } } or { key, error: { status: 404, … } }
 */
import type { RouteParams } from "../../../shared/network/route-table.ts";
import { parseTxRouteId } from "../../../shared/tx/outpoint-path.ts";
import { type CpfpInfo, readCpfpInfo } from "../../../shared/tx/cpfp-info.ts";
import { type RbfInfo, readRbfInfo } from "../../../shared/tx/rbf-tree.ts";
import type { EsploraOutspend, EsploraTransaction } from "../../../shared/types/esplora.ts";
import { isHash64 } from "../../../shared/types/ids.ts";
import { ApiError } from "../../api/api-fetch.ts";
import { type ApiGet, definePageData } from "../../app/page-data.tsx";
import { readEsploraTransaction, readOutspends } from "./esplora-readers.ts";
import { txPageHead } from "./tx-head.ts";

export interface TxDetails {
  readonly kind: "tx";
  readonly tx: EsploraTransaction;
  /** One entry per output; null when the backend did not answer. */
  readonly outspends: readonly EsploraOutspend[] | null;
  readonly cpfp: CpfpInfo | null;
  readonly rbf: RbfInfo | null;
  /** When the mempool first saw it, Unix seconds (`/api/v1/transaction-times`); null when unknown. */
  readonly firstSeen: number | null;
}

/** The id was not a transaction but a block's hash: the page goes on to /block/{hash}. */
export interface TxIdIsBlock {
  readonly kind: "block";
  readonly hash: string;
}

export type TxPageData = TxDetails | TxIdIsBlock;

/** The route's `txid` segment read: a valid id (lower case) and the output it picks, or why it is not one. */
export type TxRouteTarget = { readonly ok: true; readonly txid: string; readonly vout: number | null } | { readonly ok: false; readonly message: string };

/**
 * Reads the route segment without throwing.
 *
 * @example
 * txRouteTarget(`${txid}:1`); // { ok: true, txid, vout: 1 }
 * txRouteTarget("abc");       // { ok: false, message: "Invalid txid: expected 64 hexadecimal characters, got 3 characters." }
 */
export function txRouteTarget(segment: string | undefined): TxRouteTarget {
  try {
    const { txid, vout } = parseTxRouteId(segment ?? "");
    return { ok: true, txid, vout };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

const readJson = async (api: ApiGet, path: string): Promise<unknown> => (await api(path)).json();

/** The extras' failures are logged, not shown: the page is complete without them. */
async function optional<T>(request: Promise<unknown>, read: (json: unknown) => T | undefined, what: string): Promise<T | null> {
  try {
    const value = read(await request);
    if (value === undefined) console.warn(`tx page: the ${what} answer was not understood; shown without it`);
    return value ?? null;
  } catch (error) {
    // A 404 is the backend's "nothing to say" (an unknown or confirmed transaction has no CPFP data).
    if (!(error instanceof ApiError && error.status === 404)) console.warn(`tx page: ${what} failed; shown without it`, error);
    return null;
  }
}

/**
 * Loads the page's data for the segment `segment`; rejects with ApiError (400 for a malformed id,
 * 404 for an unknown transaction, the API's own status otherwise).
 */
export async function loadTxPage(segment: string | undefined, api: ApiGet): Promise<TxPageData> {
  const target = txRouteTarget(segment);
  if (!target.ok) throw new ApiError(400, `/tx/${segment ?? ""}`, target.message);
  const { txid } = target;
  // Started together, so the page waits for the slowest of them, not their sum.
  const tx = readJson(api, `/api/tx/${txid}`);
  const extras = Promise.all([
    optional(readJson(api, `/api/tx/${txid}/outspends`), readOutspends, "outspends"),
    optional(readJson(api, `/api/v1/cpfp/${txid}`), readCpfpInfo, "CPFP"),
    optional(readJson(api, `/api/v1/tx/${txid}/rbf`), readRbfInfo, "RBF"),
    optional(readJson(api, `/api/v1/transaction-times?txId[]=${txid}`), readFirstSeen, "first-seen time"),
  ]);
  let json: unknown;
  try {
    json = await tx;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404 && target.vout === null && (await isBlockHash(api, txid))) return { kind: "block", hash: txid };
    throw error;
  }
  const details = readEsploraTransaction(json);
  if (details === undefined) throw new ApiError(502, `/api/tx/${txid}`, "The backend's answer for this transaction is not a transaction the explorer can read.");
  const [outspends, cpfp, rbf, firstSeen] = await extras;
  return { kind: "tx", tx: details, outspends, cpfp, rbf, firstSeen: firstSeen === null || firstSeen === 0 ? null : firstSeen };
}

/** `/api/v1/transaction-times` answers one time per txid asked, 0 when unknown. */
const readFirstSeen = (json: unknown): number | undefined => {
  const time = Array.isArray(json) ? json[0] : undefined;
  return Number.isSafeInteger(time) && (time as number) >= 0 ? (time as number) : undefined;
};

async function isBlockHash(api: ApiGet, hash: string): Promise<boolean> {
  try {
    await api(`/api/block/${hash}`);
    return true;
  } catch (error) {
    if (error instanceof ApiError) return false;
    throw error;
  }
}

/**
 * Checks page data read back from the document; throws a TypeError naming what is wrong.
 *
 * @example
 * parseTxPageData({ kind: "block", hash }); // { kind: "block", hash }
 */
export function parseTxPageData(json: unknown): TxPageData {
  if (typeof json !== "object" || json === null) throw new TypeError("Transaction page data must be an object.");
  const data = json as Record<string, unknown>;
  if (data.kind === "block") {
    if (!isHash64(data.hash)) throw new TypeError("Transaction page data names a block without a valid hash.");
    return { kind: "block", hash: data.hash.toLowerCase() };
  }
  if (data.kind !== "tx") throw new TypeError(`Transaction page data has an unknown kind: ${String(data.kind)}.`);
  const tx = readEsploraTransaction(data.tx);
  if (tx === undefined) throw new TypeError("Transaction page data holds no readable transaction.");
  const outspends = data.outspends === null ? null : (readOutspends(data.outspends) ?? null);
  const cpfp = data.cpfp === null ? null : (readCpfpInfo(data.cpfp) ?? null);
  const rbf = data.rbf === null ? null : (readRbfInfo(data.rbf) ?? null);
  const firstSeen = Number.isSafeInteger(data.firstSeen) && (data.firstSeen as number) > 0 ? (data.firstSeen as number) : null;
  return { kind: "tx", tx, outspends, cpfp, rbf, firstSeen };
}

/** The key names the transaction, so /tx/{txid} and /tx/{txid}:{vout} share one load. */
const txPageKey = (params: RouteParams): string => {
  const target = txRouteTarget(params.txid);
  return target.ok ? `tx:${target.txid}` : `tx:${params.txid ?? ""}`;
};

/** The transaction page's data, registered in client/app/routes.tsx under "tx". */
export const txPageData = definePageData<TxPageData>({
  key: txPageKey,
  load: (params, api) => loadTxPage(params.txid, api),
  parse: parseTxPageData,
  head: txPageHead,
});

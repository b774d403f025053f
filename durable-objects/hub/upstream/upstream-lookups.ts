/**
 * The few REST answers the hub asks its upstream for, each at most once at a time whatever the
 * number of clients waiting for it: a transaction (watch-mempool on a txid the hub did not see
 * arrive, research §1.3: answer `tx` at once when it is already in the mempool), the mempool
 * transactions of a newly tracked script (they arrived before anyone tracked it, and its
 * subscribers must still hear when they confirm or leave), a tracked transaction's CPFP data
 * (mirror/cpfp-book.ts), a new block's txids and transactions (clients/block-catch-up.ts), and
 * the init bundle while no session is up (`GET /api/v1/init-data` before the first client
 * connected).
 *
 * @example
 * const tx = await lookups.transaction(txid); // the Esplora transaction, or undefined (404, or the upstream failed)
 */
import { readWireTransaction, type WireTransaction } from "../../../shared/protocol/wire-transaction.ts";
import { scriptHash } from "../../../shared/rules/script-hash.ts";
import type { UpstreamTarget } from "./upstream-target.ts";

/** What a lookup that failed answers: the caller tells "the upstream could not say" from "nothing there". */
export const LOOKUP_FAILED = Symbol("lookup failed");

export class UpstreamLookups {
  readonly #transactions = new Map<string, Promise<WireTransaction | undefined>>();
  readonly #cpfp = new Map<string, Promise<unknown>>();

  constructor(private readonly target: UpstreamTarget) {}

  /**
   * `/api/v1/cpfp/:txid` as the upstream answers it (research §2.3: `{ancestors: []}` for a
   * transaction outside its mempool), shared by every caller asking while it is under way;
   * LOOKUP_FAILED when the upstream did not answer.
   */
  cpfp(txid: string): Promise<unknown> {
    let pending = this.#cpfp.get(txid);
    if (!pending) {
      pending = this.#json(`/api/v1/cpfp/${txid}`, `the CPFP data of ${txid}`).finally(() => this.#cpfp.delete(txid));
      this.#cpfp.set(txid, pending);
    }
    return pending;
  }

  /** `/api/block/:hash/txids`: the block's txids in block order, coinbase first; undefined when the upstream could not say. */
  async blockTxids(hash: string): Promise<string[] | undefined> {
    const listed = await this.#json(`/api/block/${hash}/txids`, `the txids of block ${hash}`);
    if (!Array.isArray(listed) || !listed.every((txid) => typeof txid === "string")) return undefined;
    return listed.map((txid: string) => txid.toLowerCase());
  }

  /** `/api/block/:hash/txs/:start`: one page (25) of the block's transactions; undefined when the upstream could not say. */
  async blockTransactions(hash: string, start: number): Promise<WireTransaction[] | undefined> {
    const listed = await this.#json(`/api/block/${hash}/txs/${start}`, `the transactions of block ${hash} from ${start}`);
    if (!Array.isArray(listed)) return undefined;
    return listed.map(readWireTransaction).filter((tx): tx is WireTransaction => tx !== undefined);
  }

  /** `/api/tx/:txid`, shared by every caller asking while it is under way. */
  transaction(txid: string): Promise<WireTransaction | undefined> {
    let pending = this.#transactions.get(txid);
    if (!pending) {
      pending = this.#fetchTransaction(txid).finally(() => this.#transactions.delete(txid));
      this.#transactions.set(txid, pending);
    }
    return pending;
  }

  /**
   * The unconfirmed transactions paying or spending `script` (`/api/scripthash/:hash/txs/mempool`,
   * the newest ones upstream lists); empty when the upstream cannot say.
   */
  async mempoolTransactionsOf(script: string): Promise<WireTransaction[]> {
    try {
      const response = await this.target.get(`/api/scripthash/${scriptHash(script)}/txs/mempool`);
      if (!response.ok) {
        await response.body?.cancel();
        return [];
      }
      const listed: unknown = await response.json();
      return Array.isArray(listed) ? listed.map(readWireTransaction).filter((tx): tx is WireTransaction => tx !== undefined && !tx.confirmed) : [];
    } catch (error) {
      console.error("Hub: looking up a tracked script's mempool transactions upstream failed.", error);
      return [];
    }
  }

  /**
   * A GET of `pathAndQuery` (starting "/api/"), answered as the upstream answers it: a root hub's
   * shards ask their lookups through it (hub-shards.ts).
   */
  relay(pathAndQuery: string): Promise<Response> {
    return this.target.get(pathAndQuery);
  }

  /** The upstream's own `GET /api/v1/init-data` answer, passed on as it is. */
  initData(): Promise<Response> {
    return this.target.get("/api/v1/init-data");
  }

  /** A GET answered as JSON; LOOKUP_FAILED when the upstream failed or answered an error. */
  async #json(path: string, what: string): Promise<unknown> {
    try {
      const response = await this.target.get(path);
      if (!response.ok) {
        await response.body?.cancel();
        return LOOKUP_FAILED;
      }
      return (await response.json()) as unknown;
    } catch (error) {
      console.error(`Hub: looking up ${what} upstream failed.`, error);
      return LOOKUP_FAILED;
    }
  }

  async #fetchTransaction(txid: string): Promise<WireTransaction | undefined> {
    try {
      const response = await this.target.get(`/api/tx/${txid}`);
      if (!response.ok) {
        await response.body?.cancel();
        return undefined;
      }
      return readWireTransaction(await response.json());
    } catch (error) {
      console.error(`Hub: looking up transaction ${txid} upstream failed.`, error);
      return undefined;
    }
  }
}

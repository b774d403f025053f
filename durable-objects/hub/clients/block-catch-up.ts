/**
 * Confirmations the firehose cannot show. A block's update tells the hub which mempool
 * transactions it mined, and the hub announces those at once (`txConfirmed` with the block,
 * `block-transactions` for the address subscribers whose transactions it kept). A transaction the
 * hub never saw wait is missing from that: the coinbase (which pays a pool's address), a
 * transaction broadcast and mined between two of the upstream's polls, or one that waited since
 * before the hub's session began. So after a block, while some client tracks a transaction or a
 * script, the hub asks the upstream REST API about that block once:
 *
 * - its txids (`/api/block/:hash/txids`, one request): a tracked txid among them that the block's
 *   update did not announce gets `txConfirmed` (with the block) or `{confirmed: true}` now;
 * - while some client tracks a script, the transactions the hub did not see wait: one by one when
 *   they are few (`/api/tx/:txid`: in the steady state the coinbase and the odd direct-to-miner
 *   transaction), else every page of the block (`/api/block/:hash/txs/:start`, 25 a page, after a
 *   fresh session when most of the block predates it). Those touching a tracked script go out as
 *   `block-transactions` and the multi forms, `status` filled from the block.
 *
 * The answers arrive a moment after the block's own frame; the hub sends them as a small update of
 * their own (live-hub.ts), repeating `block` in the frame of a late `txConfirmed` (research §1.4:
 * always together).
 *
 * @example
 * const catchUp = new BlockCatchUp(lookups, () => trackedKeys(registry), (late) => hub.lateConfirmations(late));
 * catchUp.start({ block, blockValue, announced, seen }); // after a block's update
 */
import type { Serialized } from "../../../shared/protocol/server-frame.ts";
import { touchedScripts, type WireTransaction } from "../../../shared/protocol/wire-transaction.ts";
import type { UpstreamLookups } from "../upstream/upstream-lookups.ts";
import type { BlockStamp } from "./batch-values.ts";

/** Esplora's page of a block's transactions. */
export const BLOCK_PAGE_SIZE = 25;
/** Requests under way at once for one block. */
export const CATCH_UP_CONCURRENCY = 4;

/** What the tracked transactions and scripts are now. */
export interface TrackedKeys {
  readonly txids: ReadonlySet<string>;
  readonly scripts: ReadonlySet<string>;
}

/** A block's confirmations found after its own update (see the module comment). */
export interface LateConfirmations {
  readonly block: BlockStamp;
  /** The block as `block` carried it: a late `txConfirmed` repeats it. */
  readonly blockValue: Serialized;
  /** Tracked txids the block holds and its update did not announce. */
  readonly mined: ReadonlySet<string>;
  /** Transactions of the block the hub never saw wait, that touch a tracked script. */
  readonly transactions: readonly WireTransaction[];
}

export interface CatchUpRequest {
  readonly block: BlockStamp;
  readonly blockValue: Serialized;
  /** The txids the block's update announced as mined (their `txConfirmed` went with it). */
  readonly announced: ReadonlySet<string>;
  /** The block's txids the hub saw wait, or whose `block-transactions` went with the block. */
  readonly seen: ReadonlySet<string>;
}

export class BlockCatchUp {
  constructor(
    private readonly lookups: UpstreamLookups,
    private readonly tracked: () => TrackedKeys,
    private readonly onFound: (late: LateConfirmations) => void,
  ) {}

  /**
   * Looks the block up when a client tracks anything it could hold; what it finds comes through
   * `onFound`. Resolves when the look-up is over (the hub does not wait for it).
   */
  start(request: CatchUpRequest): Promise<void> {
    const { txids, scripts } = this.tracked();
    if (txids.size === 0 && scripts.size === 0) return Promise.resolve();
    return this.#catchUp(request).catch((error: unknown) => console.error(`Hub: catching up on block ${request.block.hash} failed.`, error));
  }

  async #catchUp(request: CatchUpRequest): Promise<void> {
    const { hash } = request.block;
    const txids = await this.lookups.blockTxids(hash);
    if (!txids) {
      console.error(`Hub: the upstream did not list the txids of block ${hash}; confirmations it did not announce go unsaid.`);
      return;
    }
    const tracked = this.tracked();
    const mined = new Set(txids.filter((txid) => tracked.txids.has(txid) && !request.announced.has(txid)));
    const unseen = txids.filter((txid) => !request.seen.has(txid));
    const fetched = tracked.scripts.size > 0 && unseen.length > 0 ? await this.#transactions(hash, txids.length, unseen) : [];
    const scripts = this.tracked().scripts;
    const transactions = fetched.filter((tx) => [...touchedScripts(tx)].some((script) => scripts.has(script)));
    if (mined.size > 0 || transactions.length > 0) this.onFound({ block: request.block, blockValue: request.blockValue, mined, transactions });
  }

  /** The block's `unseen` transactions: one by one when that takes fewer requests than every page. */
  async #transactions(hash: string, count: number, unseen: readonly string[]): Promise<WireTransaction[]> {
    const pages = Math.ceil(count / BLOCK_PAGE_SIZE);
    if (unseen.length <= pages) {
      const found = await inBatches(unseen, (txid) => this.lookups.transaction(txid));
      return found.filter((tx): tx is WireTransaction => tx !== undefined);
    }
    const wanted = new Set(unseen);
    const starts = Array.from({ length: pages }, (_, page) => page * BLOCK_PAGE_SIZE);
    const listed = await inBatches(starts, (start) => this.lookups.blockTransactions(hash, start));
    if (listed.some((page) => page === undefined)) console.error(`Hub: some pages of block ${hash} did not come; their transactions go unsaid.`);
    return listed.flatMap((page) => page ?? []).filter((tx) => wanted.has(tx.txid));
  }
}

/** Runs `ask` over `items`, CATCH_UP_CONCURRENCY at a time, answers in the items' order. */
async function inBatches<T, R>(items: readonly T[], ask: (item: T) => Promise<R>): Promise<R[]> {
  const answers = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let at = next++; at < items.length; at = next++) answers[at] = await ask(items[at]!);
  };
  await Promise.all(Array.from({ length: Math.min(CATCH_UP_CONCURRENCY, items.length) }, worker));
  return answers;
}

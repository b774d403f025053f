/**
 * The blocks of the multi-block wall (spec §2.9, §2.10): the newest `count` mined blocks, newest
 * first, each with its pool and the stripped transactions its graph draws. They come from the API
 * the block page's graph uses: `/api/v1/blocks[/{height}]` (15 a page, newest first) and
 * `/api/v1/block/{hash}/summary`; a summary that cannot be loaded is an empty graph (spec §4.5).
 *
 * @example
 * const blocks = await loadWall(api, null, 8);            // the eight newest blocks
 * const older = await loadWall(api, 1_048_000, 8, known);  // 1,048,000 and the seven below, reusing `known`
 */
import type { BlockExtended } from "../../../shared/types/block-extended.ts";
import type { TransactionStripped } from "../../../shared/types/compressed-tx.ts";
import type { ApiGet } from "../../app/page-data.tsx";
import { readApiAnswer } from "../../app/page-data.tsx";
import { readBlocks } from "../../live/live-fields.ts";
import { readBlockSummary } from "../block/block-overview.ts";

export interface WallBlock {
  /** The block hash. */
  readonly id: string;
  readonly height: number;
  /** The hash of the block below (null for the first block): a new block naming the wall's newest follows it. */
  readonly previousHash: string | null;
  /** The pool that found it; null when the backend names none (shown as "Unknown"). */
  readonly pool: string | null;
  readonly transactions: readonly TransactionStripped[];
}

const warn = (message: string, detail?: unknown): void => console.warn(`block wall: ${message}`, detail ?? "");

/**
 * The wall's entry for `block` and its transactions.
 *
 * @example
 * wallBlockOf(live.blocks[0], await loadWallTransactions(api, live.blocks[0].id)).pool; // "Foundry USA"
 */
export function wallBlockOf(block: BlockExtended, transactions: readonly TransactionStripped[]): WallBlock {
  // Liquid blocks have no pool at all, whatever BlockExtended's type says (live-fields.ts readBlock).
  const pool = (block.extras as Partial<BlockExtended["extras"]> | undefined)?.pool?.name;
  return { id: block.id, height: block.height, previousHash: block.previousblockhash, pool: pool ?? null, transactions };
}

/**
 * Up to `count` blocks from `fromHeight` down (null: from the tip), newest first, in pages of the
 * backend's list. Fewer when the chain (or the part a pruned backend serves) is shorter.
 */
export async function listBlocks(api: ApiGet, fromHeight: number | null, count: number): Promise<BlockExtended[]> {
  const blocks: BlockExtended[] = [];
  let from = fromHeight;
  while (blocks.length < count) {
    const path = from === null ? "/api/v1/blocks" : `/api/v1/blocks/${from}`;
    const page = await readApiAnswer(api, path, (json) => readBlocks(json, Number.POSITIVE_INFINITY), "the latest blocks");
    // A height above the tip answers from the tip; each page must continue below the last.
    const below = blocks.at(-1)?.height ?? Number.POSITIVE_INFINITY;
    const fresh = page.filter((block) => (from === null || block.height <= from) && block.height < below);
    if (fresh.length === 0) break;
    blocks.push(...fresh);
    const lowest = blocks.at(-1)!.height;
    if (lowest === 0) break;
    from = lowest - 1;
  }
  return blocks.slice(0, count);
}

/** A block's stripped transactions; never rejects: a failed summary is an empty graph (spec §4.5, §8). */
export async function loadWallTransactions(api: ApiGet, hash: string): Promise<readonly TransactionStripped[]> {
  try {
    return readBlockSummary(await (await api(`/api/v1/block/${hash}/summary`)).json());
  } catch (error) {
    warn(`the transactions of ${hash} could not be loaded`, error);
    return [];
  }
}

/**
 * The wall of `count` blocks from `fromHeight` down (null: the newest), their summaries loaded
 * together; blocks in `known` (by hash) keep the transactions already loaded. Rejects with the
 * API's error when the list of blocks cannot be loaded.
 */
export async function loadWall(api: ApiGet, fromHeight: number | null, count: number, known: ReadonlyMap<string, WallBlock> = new Map()): Promise<WallBlock[]> {
  const blocks = await listBlocks(api, fromHeight, count);
  return Promise.all(
    blocks.map(async (block) => wallBlockOf(block, known.get(block.id)?.transactions ?? (await loadWallTransactions(api, block.id)))),
  );
}

/** How the wall follows a new newest block: nothing to do, one block on, or loaded again from a height. */
export type WallStep =
  | { readonly kind: "none" }
  | { readonly kind: "push"; readonly block: BlockExtended }
  | { readonly kind: "reload"; readonly fromHeight: number };

/**
 * What the wall does when the chain's newest block is `newest`: nothing when it shows it already
 * (or a lower one, which the live state never sends), one step on when it is the next block on the
 * wall's newest, else a reload from it (blocks were missed while the socket was away, or the chain
 * reorganised).
 *
 * @example
 * wallStep(shown, live.blocks[0]); // { kind: "push", block } for the block mined on shown[0]
 */
export function wallStep(shown: readonly WallBlock[], newest: BlockExtended | undefined): WallStep {
  if (newest === undefined) return { kind: "none" };
  const top = shown[0];
  if (top === undefined) return { kind: "reload", fromHeight: newest.height };
  if (newest.id === top.id || newest.height < top.height) return { kind: "none" };
  if (newest.height === top.height + 1 && newest.previousblockhash === top.id) return { kind: "push", block: newest };
  return { kind: "reload", fromHeight: newest.height };
}

/**
 * The wall after a step: `block` in front and the oldest gone, or the reloaded list. Blocks that
 * leave are simply dropped, so the wall holds `count` blocks however long it runs.
 *
 * @example
 * pushBlock(shown, wallBlockOf(block, transactions), 8).length; // 8
 */
export function pushBlock(shown: readonly WallBlock[], block: WallBlock, count: number): WallBlock[] {
  return [block, ...shown].slice(0, count);
}

/**
 * Route parameters resolved to devnet records, shared by the Esplora and backend routers: a
 * malformed id is 400 (from the shared id parsers), a well-formed one the devnet does not know is
 * 404 with Esplora's text.
 *
 * @example
 * const block = blockByHashParam(views(), c.req.param("hash"));
 */
import { parseHeight } from "../../../shared/params/esplora-params.ts";
import { parseBlockHash, parseTxid } from "../../../shared/types/ids.ts";
import type { BlockRecord, TxRecord } from "../state/chain-state.ts";
import type { DevnetViews } from "../views/devnet-views.ts";
import { BLOCK_NOT_FOUND, NotFoundError, TX_NOT_FOUND } from "./api-errors.ts";

/**
 * The block a `:hash` parameter names: 400 when malformed, 404 "Block not found" when unknown.
 *
 * @example
 * blockByHashParam(views(), c.req.param("hash"));
 */
export function blockByHashParam(views: DevnetViews, raw: string | undefined): BlockRecord {
  const block = views.blocks.byHash(parseBlockHash(raw));
  if (!block) throw new NotFoundError(BLOCK_NOT_FOUND);
  return block;
}

/** The block at a `:height` parameter: 400 when malformed, 404 "Block not found" above the tip. */
export function blockByHeightParam(views: DevnetViews, raw: string | undefined): BlockRecord {
  return blockAtHeight(views, parseHeight(raw));
}

/** The block at `height`: 404 "Block not found" above the tip (or below the devnet's first block). */
export function blockAtHeight(views: DevnetViews, height: number): BlockRecord {
  const block = views.blocks.at(height);
  if (!block) throw new NotFoundError(BLOCK_NOT_FOUND);
  return block;
}

/**
 * The transaction a `:txid` parameter names: 400 when malformed, 404 "Transaction not found"
 * when the devnet does not know it (never seen, or replaced).
 */
export function txByParam(views: DevnetViews, raw: string | undefined): TxRecord {
  const record = views.txs.record(parseTxid(raw));
  if (!record) throw new NotFoundError(TX_NOT_FOUND);
  return record;
}

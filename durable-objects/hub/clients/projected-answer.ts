/**
 * `GET /api/v1/projected-block/{index}` (hub-env.ts): one projected block's transactions, as the
 * socket's full `projected-block-transactions` message carries them but without its sequence (a
 * sequence numbers one socket's messages; a page rendered from this answer follows the socket
 * afresh). Pages rendered without a socket need it: a polling display's, a crawler's.
 *
 * @example
 * readProjectedIndex("3");   // 3
 * readProjectedIndex("03");  // undefined
 * projectedAnswers.answer(0, listing); // 200 {"index":0,"blockTransactions":[[txid, fee, vsize, value, rate, flags, time], …]}
 */
import type { ProjectedListing } from "../../../shared/protocol/listing-delta.ts";
import { MEMPOOL_BLOCKS_AMOUNT } from "../../../shared/protocol/socket-limits.ts";

/** Each request keeps the upstream session open this long without a socket, so a display polling every few seconds finds it warm. */
export const PROJECTED_HOLD_MS = 60_000;

/** The index of the path, a plain decimal 0 … MEMPOOL_BLOCKS_AMOUNT − 1; undefined for anything else. */
export function readProjectedIndex(raw: string): number | undefined {
  if (!/^(0|[1-9][0-9]?)$/.test(raw)) return undefined;
  const index = Number(raw);
  return index < MEMPOOL_BLOCKS_AMOUNT ? index : undefined;
}

const jsonError = (status: number, message: string): Response => Response.json({ error: message }, { status, headers: { "cache-control": "no-store" } });

export const invalidProjectedIndex = (raw: string): Response =>
  jsonError(400, `Invalid projected block index "${raw.slice(0, 32)}": a whole number from 0 to ${MEMPOOL_BLOCKS_AMOUNT - 1}.`);

/** The answers, each listing serialised once however many pages ask for it. */
export class ProjectedAnswers {
  readonly #bodies = new WeakMap<ProjectedListing, string>();

  /** The listing of `index`, or 503 while the upstream has not sent it yet. */
  answer(index: number, listing: ProjectedListing | undefined): Response {
    if (listing === undefined) return jsonError(503, "The projected blocks are not known yet: the explorer's backend is still connecting. Try again shortly.");
    let body = this.#bodies.get(listing);
    if (body === undefined) {
      body = JSON.stringify({ index, blockTransactions: listing.tuples });
      this.#bodies.set(listing, body);
    }
    return new Response(body, { headers: { "content-type": "application/json", "cache-control": "no-store" } });
  }
}

/**
 * Esplora's `/api/tx/:txid/merkleblock-proof` (spec §7.4): the BIP37 merkleblock proving a
 * confirmed transaction, as hex text, the way Core's `gettxoutproof` answers.
 *
 * @example
 * await (await app.request(`/api/tx/${txid}/merkleblock-proof`)).text(); // "00000020…" (header first)
 */
import { Hono } from "hono";
import { merkleblockProof } from "../views/merkleblock-proof.ts";
import { NotFoundError } from "./api-errors.ts";
import { CACHE_IMMUTABLE } from "./cache-control.ts";
import { txByParam } from "./route-lookups.ts";
import type { ViewSource } from "./view-source.ts";

/**
 * The merkleblock route over `views`.
 *
 * @example
 * app.route("/", esploraMerkleblockRoutes(views));
 */
export function esploraMerkleblockRoutes(views: ViewSource): Hono {
  const app = new Hono();

  app.get("/api/tx/:txid/merkleblock-proof", (c) => {
    const v = views();
    const record = txByParam(v, c.req.param("txid"));
    const place = v.network.chain.placeOf(record.txid);
    const block = place && v.network.chain.blockAt(place.height);
    // The same text Esplora gives `/merkle-proof` for a transaction still in the mempool.
    if (!block) throw new NotFoundError("Transaction not found or is unconfirmed");
    // A confirmed transaction's proof never changes: the devnet does not reorganise.
    c.header("Cache-Control", CACHE_IMMUTABLE);
    return c.text(merkleblockProof(block, new Set([record.txid])));
  });

  return app;
}

/**
 * The partner pools' API on the devnet: the accelerator service sends each acceleration it accepts
 * to every partner pool, one call per pool, and withdraws it the same way to roll back. The devnet's
 * pools answer from the accelerator's book (state/accelerator-desk.ts), so a partner counts the fee
 * delta in its next template (state/mempool-template.ts, `poolId`) and viewers see the acceleration
 * as they see a simulated user's. Not public: devnet-service-paths.ts.
 *
 * - `GET /api/v1/devnet/pools` → `[{ id, slug, name, partner, api }]`, `GET …/pools/:slug` → one.
 * - `POST /api/v1/devnet/pools/:slug/accelerations` with `{ txid, feeDelta, requestedAt }` →
 *   `{ poolId, txid, feeDelta }`; repeated, the same answer and no change.
 * - `DELETE /api/v1/devnet/pools/:slug/accelerations/:txid` → `{ removed }`.
 *
 * Errors are a status and a bare code in `text/plain`, as the services API answers: 400
 * `invalid_acceleration_request`, 403 `not_partner`, 404 `unknown_pool` or `txid_not_in_mempool`,
 * 409 `acceleration_duplicated` (the transaction is accelerated with another bid).
 *
 * @example
 * await app.request("/api/v1/devnet/pools/tidewater/accelerations", { method: "POST", body: JSON.stringify({ txid, feeDelta: 6_000, requestedAt }) });
 * // 200 {"poolId":1,"txid":"…","feeDelta":6000}
 */
import { type Context, Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { DEVNET_POOLS, type DevnetPool, poolBySlug } from "../chain/pools.ts";
import type { PoolRefusal } from "../state/accelerator-desk.ts";
import { CACHE_NONE } from "./cache-control.ts";
import { parsePoolAcceleration, txidOf } from "./devnet-service-bodies.ts";
import { DEVNET_POOLS_PATH, devnetPoolPath } from "./devnet-service-paths.ts";
import type { ViewSource } from "./view-source.ts";

/** One pool of `GET /api/v1/devnet/pools`. */
export interface DevnetPoolListing {
  /** The pool's unique id: what an acceleration's `pools` hold. */
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  /** Takes part in the accelerator: only a partner accepts accelerations. */
  readonly partner: boolean;
  /** The pool's API: its accelerations are under `${api}/accelerations`. */
  readonly api: string;
}

/** `POST …/accelerations` accepted. */
export interface PoolAccelerationAccepted {
  readonly poolId: number;
  readonly txid: string;
  readonly feeDelta: number;
}

/** `DELETE …/accelerations/:txid`: whether the pool took part until now. */
export interface PoolWithdrawal {
  readonly removed: boolean;
}

export type PoolApiCode = PoolRefusal | "invalid_acceleration_request" | "unknown_pool";

const STATUS_OF = {
  invalid_acceleration_request: 400,
  not_partner: 403,
  unknown_pool: 404,
  txid_not_in_mempool: 404,
  acceleration_duplicated: 409,
} as const satisfies Record<PoolApiCode, ContentfulStatusCode>;

const listing = (pool: DevnetPool): DevnetPoolListing => ({
  id: pool.id,
  slug: pool.slug,
  name: pool.name,
  partner: pool.acceleratorPartner,
  api: devnetPoolPath(pool.slug),
});

const refuse = (c: Context, code: PoolApiCode): Response => {
  c.header("Cache-Control", CACHE_NONE);
  return c.text(code, STATUS_OF[code]);
};

/**
 * The pool routes over `views`.
 *
 * @example
 * app.route("/", devnetPoolRoutes(views));
 */
export function devnetPoolRoutes(views: ViewSource): Hono {
  const app = new Hono();

  app.get(DEVNET_POOLS_PATH, (c) => {
    c.header("Cache-Control", CACHE_NONE);
    return c.json(DEVNET_POOLS.map(listing));
  });

  app.get(`${DEVNET_POOLS_PATH}/:slug`, (c) => {
    const pool = poolBySlug(c.req.param("slug"));
    if (!pool) return refuse(c, "unknown_pool");
    c.header("Cache-Control", CACHE_NONE);
    return c.json(listing(pool));
  });

  app.post(`${DEVNET_POOLS_PATH}/:slug/accelerations`, async (c) => {
    const pool = poolBySlug(c.req.param("slug"));
    if (!pool) return refuse(c, "unknown_pool");
    const request = parsePoolAcceleration(await c.req.text());
    if (!request) return refuse(c, "invalid_acceleration_request");
    const { network } = views();
    const outcome = network.accelerator.join(pool, request, network.mempool);
    if (!outcome.ok) return refuse(c, outcome.refusal);
    c.header("Cache-Control", CACHE_NONE);
    return c.json({ poolId: pool.id, txid: request.txid, feeDelta: request.feeDelta } satisfies PoolAccelerationAccepted);
  });

  app.delete(`${DEVNET_POOLS_PATH}/:slug/accelerations/:txid`, (c) => {
    const pool = poolBySlug(c.req.param("slug"));
    if (!pool) return refuse(c, "unknown_pool");
    if (!pool.acceleratorPartner) return refuse(c, "not_partner");
    const txid = txidOf(c.req.param("txid"));
    if (txid === undefined) return refuse(c, "invalid_acceleration_request");
    c.header("Cache-Control", CACHE_NONE);
    return c.json({ removed: views().network.accelerator.leave(pool, txid) } satisfies PoolWithdrawal);
  });

  return app;
}

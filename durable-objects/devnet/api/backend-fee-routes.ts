/**
 * The mempool backend's fee routes (research §2.3, §5.2): recommended fees (integer), the precise
 * variant of the `fees` frame, and the projected mempool blocks. The devnet's mempool is always in
 * sync, so the upstream's 503 "Service Unavailable" never occurs.
 *
 * @example
 * await (await app.request("/api/v1/fees/recommended")).json(); // { fastestFee: 12, …, minimumFee: 1 }
 */
import { Hono } from "hono";
import { CACHE_LIVE } from "./cache-control.ts";
import type { ViewSource } from "./view-source.ts";

/**
 * The `/api/v1/fees/*` routes over `views`, to mount with `app.route("/", …)`.
 *
 * @example
 * app.route("/", backendFeeRoutes(views));
 */
export function backendFeeRoutes(views: ViewSource): Hono {
  const app = new Hono();

  app.get("/api/v1/fees/recommended", (c) => {
    c.header("Cache-Control", CACHE_LIVE);
    return c.json(views().fees());
  });

  app.get("/api/v1/fees/precise", (c) => {
    c.header("Cache-Control", CACHE_LIVE);
    return c.json(views().fees({ precise: true }));
  });

  app.get("/api/v1/fees/mempool-blocks", (c) => {
    c.header("Cache-Control", CACHE_LIVE);
    return c.json(views().mempool().blocks);
  });

  return app;
}

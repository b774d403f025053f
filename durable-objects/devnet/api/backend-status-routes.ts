/**
 * The mempool backend's network-wide routes (research §1.5, §2.2): the init bundle, the
 * difficulty-adjustment estimate and address validation.
 *
 * @example
 * await (await app.request("/api/v1/init-data")).json(); // { mempoolInfo, vBytesPerSecond, blocks, … }
 */
import { Hono } from "hono";
import { validateAddress } from "../views/address-validation.ts";
import { difficultyAdjustment } from "../views/difficulty-adjustment.ts";
import { initData } from "../views/init-data.ts";
import { CACHE_IMMUTABLE, CACHE_LIVE } from "./cache-control.ts";
import type { ViewSource } from "./view-source.ts";

/**
 * The `/api/v1` init-data, difficulty-adjustment and validate-address routes over `views`.
 *
 * @example
 * app.route("/", backendStatusRoutes(views));
 */
export function backendStatusRoutes(views: ViewSource): Hono {
  const app = new Hono();

  app.get("/api/v1/init-data", (c) => {
    c.header("Cache-Control", CACHE_LIVE);
    return c.json(initData(views()));
  });

  app.get("/api/v1/difficulty-adjustment", (c) => {
    const { chain, now } = views().network;
    c.header("Cache-Control", CACHE_LIVE);
    return c.json(difficultyAdjustment(chain, now));
  });

  app.get("/api/v1/validate-address/:address", (c) => {
    // Whether a string is a valid address of this network never changes.
    c.header("Cache-Control", CACHE_IMMUTABLE);
    return c.json(validateAddress(c.req.param("address"), views().addressNetwork));
  });

  return app;
}

import { Hono } from "hono";
import type { Env } from "./env.ts";
import { health } from "./routes/health.ts";
import { pages } from "./routes/pages.ts";
import { devnetApi } from "./routes/devnet-api.ts";
import { hubSocket } from "./routes/hub-socket.ts";
import { errorResponse } from "./error-response.ts";

const STATIC_PATHS = ["/assets/*", "/favicon.svg", "/favicon.ico", "/manifest.json"];

/** The edge application: one Hono app, its routes in `routes/`, one error handler. */
export function createApp(): Hono<{ Bindings: Env }> {
  const app = new Hono<{ Bindings: Env }>();
  app.get("/healthz", health);
  // Static files are usually served before the worker runs; requests that reach it (a missing file,
  // or a runtime that routes everything here) get the asset store's own answer, never a page.
  app.on(["GET", "HEAD"], STATIC_PATHS, (c) => c.env.ASSETS.fetch(c.req.raw));
  // The live connection and its init bundle come from the network's hub; the rest of /api from the devnet.
  app.all("/api/v1/ws", hubSocket);
  app.all("/:network/api/v1/ws", hubSocket);
  app.on(["GET", "HEAD"], ["/api/v1/init-data", "/:network/api/v1/init-data"], hubSocket);
  app.all("/api/*", devnetApi);
  app.all("/:network/api/*", devnetApi);
  app.on(["GET", "HEAD"], "*", pages);
  app.onError((error, c) => errorResponse(error, c.req.raw));
  return app;
}

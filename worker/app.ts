import { Hono } from "hono";
import type { Env } from "./env.ts";
import { health } from "./routes/health.ts";
import { pages } from "./routes/pages.ts";
import { errorResponse } from "./error-response.ts";

/** The edge application: one Hono app, its routes in `routes/`, one error handler. */
export function createApp(): Hono<{ Bindings: Env }> {
  const app = new Hono<{ Bindings: Env }>();
  app.get("/healthz", health);
  app.on(["GET", "HEAD"], "*", pages);
  app.onError((error, c) => errorResponse(error, c.req.raw));
  return app;
}

import { Hono, type Context } from "hono";
import type { Env } from "./env.ts";
import { health } from "./routes/health.ts";
import { pages } from "./routes/pages.ts";
import { apiProxy, type ApiProxyOptions } from "./routes/api-proxy.ts";
import { hubSocket } from "./routes/hub-socket.ts";
import { isPageUnderApi } from "./routes/page-under-api.ts";
import { ogImage, type OgImageOptions } from "./routes/og-image.ts";
import type { WorkerApi } from "./ssr/page-api.ts";
import { withCors } from "./api/cors.ts";
import { errorResponse } from "./error-response.ts";
import { executionContextOf } from "./execution-context.ts";
import { readRequestBody } from "./request-body.ts";
import { asInternalCall, rateLimit } from "./rate-limit-middleware.ts";
import { securityHeaders } from "./security-headers.ts";
import { OG_IMAGE_PATH_PREFIX } from "../shared/og/og-image-route.ts";
import { SERVICES_PREFIX } from "../shared/services/services-wire.ts";
import { servicesRoutes } from "./services/services-routes.ts";

const STATIC_PATHS = ["/assets/*", "/favicon.svg", "/favicon.ico", "/manifest.json"];
const SOCKET_PATHS = ["/api/v1/ws", "/api/v1/ws/", "/:network/api/v1/ws", "/:network/api/v1/ws/"];
const INIT_DATA_PATHS = ["/api/v1/init-data", "/:network/api/v1/init-data"];
const PROJECTED_BLOCK_PATHS = ["/api/v1/projected-block/:index", "/:network/api/v1/projected-block/:index"];
const OG_IMAGE_PATHS = [OG_IMAGE_PATH_PREFIX, `${OG_IMAGE_PATH_PREFIX}/*`];
// An API path, with or without its network segment: its answers, errors included, carry CORS.
const API_PATH = /^\/(?:[^/]+\/)?api(?:\/|$)/;

export interface AppOptions {
  /** How `/api/*` reaches its backend (routes/api-proxy.ts); the defaults serve production. */
  readonly api?: ApiProxyOptions;
  /** How link-preview images are drawn (routes/og-image.ts); the defaults serve production. */
  readonly og?: OgImageOptions;
}

/** The edge application: one Hono app, its routes in `routes/`, one error handler. */
export function createApp(options: AppOptions = {}): Hono<{ Bindings: Env }> {
  const app = new Hono<{ Bindings: Env }>();
  // Outermost, so every answer carries them, a refused body's 413 included (security-headers.ts).
  app.use("*", securityHeaders);
  // First of all: no answer may leave part of the visitor's body unread (request-body.ts).
  app.use("*", readRequestBody);
  // Then the API's, the services' and the socket's limits per address (rate-limit.ts), once the body is read.
  app.use("*", rateLimit);
  app.get("/healthz", health);
  // Static files are usually served before the worker runs; requests that reach it (a missing file,
  // or a runtime that routes everything here) get the asset store's own answer, never a page.
  app.on(["GET", "HEAD"], STATIC_PATHS, (c) => c.env.ASSETS.fetch(c.req.raw));
  // The live connection, its init bundle and the projected blocks' transactions come from the
  // network's hub; the rest of /api from UPSTREAM_URL or the devnet, checked, micro-cached and with
  // CORS (routes/api-proxy.ts).
  const hub = async (c: Context<{ Bindings: Env }>) => withCors(await hubSocket(c));
  for (const path of SOCKET_PATHS) app.all(path, hub);
  app.on(["GET", "HEAD"], [...INIT_DATA_PATHS, ...PROJECTED_BLOCK_PATHS], hub);
  // Accounts and the accelerator, on D1 (worker/services), before the backend's API.
  app.route(SERVICES_PREFIX, servicesRoutes());
  const api = apiProxy(options.api);
  app.all("/api/*", api);
  app.all("/:network/api/*", async (c, next) => (isPageUnderApi(c) ? next() : api(c)));
  // Link-preview images of every page (issue 13), before the pages' catch-all.
  // Pages and cards load what they are about through the app's own API routes (worker/ssr/page-api.ts).
  // They are internal calls, which no rate limit counts: the visitor's page is not their API traffic.
  const selfApi = (c: Context<{ Bindings: Env }>): WorkerApi => async (request) =>
    asInternalCall(() => app.fetch(request, c.env, executionContextOf(c)));
  app.on(["GET", "HEAD"], OG_IMAGE_PATHS, ogImage(selfApi, options.og));
  app.on(["GET", "HEAD"], "*", (c) => pages(c, selfApi(c)));
  app.onError((error, c) => {
    const response = errorResponse(error, c.req.raw);
    return API_PATH.test(new URL(c.req.url).pathname) ? withCors(response) : response;
  });
  return app;
}

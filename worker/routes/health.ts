import type { Context } from "hono";
import type { Env } from "../env.ts";
import { checkClientAssets } from "../ssr/client-assets.ts";

/**
 * `GET /healthz`: 200 when this worker can serve pages (its config reads and the client bundle is
 * reachable), 503 with the reason otherwise. Load balancers and `npm start` poll it.
 */
export async function health(c: Context<{ Bindings: Env }>): Promise<Response> {
  const checks: Record<string, "ok" | string> = {};
  try {
    await checkClientAssets(c.env.ASSETS);
    checks.clientBundle = "ok";
  } catch (error) {
    checks.clientBundle = error instanceof Error ? error.message : String(error);
  }
  const healthy = Object.values(checks).every((result) => result === "ok");
  return c.json({ status: healthy ? "ok" : "unavailable", checks }, healthy ? 200 : 503, { "cache-control": "no-store" });
}

// The bindings the workers test pool provides: the worker's own, from wrangler.toml (worker/env.ts).
declare namespace Cloudflare {
  interface Env {
    readonly ASSETS: Fetcher;
    readonly DEVNET: DurableObjectNamespace;
    readonly HUB: DurableObjectNamespace;
    readonly UPSTREAM_URL?: string;
    readonly DB: D1Database;
    /** migrations/, read by vitest.workers.config.ts. */
    readonly TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
  }
}

import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { RATE_LIMITS, RATE_LIMIT_SCOPES, type RateLimitScope } from "./worker/rate-limit.ts";

/** The accelerator's D1 schema, applied to each test file's database by tests/worker/apply-migrations.ts. */
const migrations = await readD1Migrations("./migrations");

/** Test files that run against a deployment whose hub is sharded (HUB_SHARDS = 2; durable-objects/hub/hub-shards.ts). */
const SHARDED = "tests/durable-objects/**/*.sharded.workerd.test.ts";
/** Test files that run against a devnet whose clock moves only when stepped (DEVNET_CLOCK = manual). */
const MANUAL_CLOCK = ["tests/durable-objects/**/*.manual-clock.workerd.test.ts", "tests/worker/**/*.manual-clock.test.ts"];
/** The rate limits' own tests, against a deployment whose limits are small enough to reach (worker/rate-limit.ts). */
const RATE_LIMITED = "tests/worker/routes/rate-limits.test.ts";

type RateLimitsPerMinute = { readonly [S in RateLimitScope]: number };
/** Every other file sends all its requests from one address: limits it never reaches, still counted by the bindings. */
const BEYOND_ANY_TEST: RateLimitsPerMinute = { api: 1_000_000, services: 1_000_000, websocket: 1_000_000 };
/** What rate-limits.test.ts reaches in a few requests (it reads these numbers from the vars). */
const REACHABLE: RateLimitsPerMinute = { api: 6, services: 4, websocket: 3 };

/**
 * Each limit's var and its binding's `simple.limit`, which wrangler.toml keeps equal: the binding is
 * what counts, the var what the worker reports and falls back to.
 */
function rateLimitOptions(limits: RateLimitsPerMinute) {
  const rules = RATE_LIMIT_SCOPES.map((scope) => [RATE_LIMITS[scope], limits[scope]] as const);
  return {
    vars: Object.fromEntries(rules.map(([rule, limit]) => [rule.varName, String(limit)])),
    ratelimits: Object.fromEntries(rules.map(([rule, limit]) => [rule.binding, { simple: { limit, period: rule.periodSeconds } }])),
  };
}

/**
 * One workerd deployment with the bindings of wrangler.toml, and `vars` on top of its [vars].
 * The fast devnet profile with a day of history seeds in about a second; the mainnet profile's
 * full blocks would make every test file wait.
 */
function workers(name: string, include: string[], exclude: string[], vars: Record<string, string> = {}, oneFileAtATime = false, rateLimits = BEYOND_ANY_TEST): TestProjectInlineConfiguration {
  const limits = rateLimitOptions(rateLimits);
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          bindings: { ENVIRONMENT: "test", DEVNET_PROFILE: "fast", DEVNET_HISTORY_DAYS: "1", TEST_MIGRATIONS: migrations, ...limits.vars, ...vars },
          ratelimits: limits.ratelimits,
        },
      }),
    ],
    // Objects seed, sockets reconnect and waits poll for seconds when both cores are busy; this guards against hangs only.
    test: { name, include, fileParallelism: !oneFileAtATime, setupFiles: ["./tests/worker/apply-migrations.ts"], exclude: [...configDefaults.exclude, ...exclude], testTimeout: 60_000 },
  };
}

/**
 * Worker and Durable Object tests, run inside workerd. Vars are fixed per deployment, so the
 * sharded hub, the manual devnet clock and small rate limits have projects of their own; all run with this config.
 * The client bundle must be built first (`npm run build:client`): the worker serves it as assets.
 */
export default defineConfig({
  test: {
    // Vitest leaves one core free by default: on the two-core machines CI runs on, that is one file at a time.
    maxWorkers: 2,
    projects: [
      workers("workers", ["tests/worker/**/*.test.ts", "tests/durable-objects/**/*.workerd.test.ts"], [SHARDED, ...MANUAL_CLOCK, RATE_LIMITED]),
      workers("workers-sharded", [SHARDED], [], { HUB_SHARDS: "2" }),
      // One file at a time: some restart every object (abortAllDurableObjects), which must not land in another file's requests.
      workers("workers-manual-clock", MANUAL_CLOCK, [], { DEVNET_CLOCK: "manual" }, true),
      workers("workers-rate-limits", [RATE_LIMITED], [], {}, false, REACHABLE),
    ],
  },
});

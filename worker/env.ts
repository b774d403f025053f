import { isBaseModule, type BaseModule } from "../shared/network/networks.ts";
import { type FeatureFlags, resolveFeatureFlags } from "../shared/network/feature-flags.ts";
import { InvalidConfigError } from "../shared/network/errors.ts";
import type { CanonicalHostsConfig } from "../shared/network/canonical.ts";
import { readHubShards } from "../durable-objects/hub/hub-shards.ts";
import { type RateLimits, readRateLimits } from "./rate-limit.ts";

/** The worker's bindings and vars, as wrangler.toml declares them. */
export interface Env {
  readonly ASSETS: Fetcher;
  /** The embedded devnet (durable-objects/devnet), one object per Bitcoin network. */
  readonly DEVNET: DurableObjectNamespace;
  /** The websocket hub (durable-objects/hub), one object per network. */
  readonly HUB: DurableObjectNamespace;
  /** A mempool-compatible backend the hubs subscribe to and `/api/*` is passed on to; empty: the devnet (README "Configure"). */
  readonly UPSTREAM_URL?: string;
  /** Shard objects per network that hold viewers' sockets; 1: the network's hub holds them all (README "Configure"). */
  readonly HUB_SHARDS?: string;
  /** The accelerator's accounts, ledger and accelerations (worker/services, migrations/). */
  readonly DB: D1Database;
  /** xpub of the accelerator's deposit addresses; empty on the devnet (README "Accelerator"). */
  readonly ACCELERATOR_XPUB?: string;
  /** Partner pools, `<id>=<pool API URL>` separated by spaces; empty on the devnet: its partner pools. */
  readonly ACCELERATOR_POOLS?: string;
  /** "true": new accounts get access and count as verified. */
  readonly ACCELERATOR_OPEN_ACCESS?: string;
  /** The devnet's seed: the devnet's deposit xpub derives from it. */
  readonly DEVNET_SEED?: string;
  readonly ENVIRONMENT?: string;
  readonly BASE_MODULE?: string;
  readonly CANONICAL_ORIGIN_BITCOIN?: string;
  readonly CANONICAL_ORIGIN_LIQUID?: string;
  readonly FEATURE_AUDIT?: string;
  readonly FEATURE_LIGHTNING?: string;
  readonly FEATURE_ACCELERATOR?: string;
  readonly FEATURE_MINING_DASHBOARD?: string;
  readonly FEATURE_HISTORICAL_PRICE?: string;
  /** Requests per minute per address of each limit of worker/rate-limit.ts; 0 turns that limit off (README "Rate limits"). */
  readonly RATE_LIMIT_API_PER_MINUTE?: string;
  readonly RATE_LIMIT_SERVICES_PER_MINUTE?: string;
  readonly RATE_LIMIT_WEBSOCKET_PER_MINUTE?: string;
  /** wrangler.toml `[[ratelimits]]`: Cloudflare's counters of those limits; absent, each isolate counts in memory. */
  readonly API_RATE_LIMITER?: RateLimit;
  readonly SERVICES_RATE_LIMITER?: RateLimit;
  readonly WEBSOCKET_RATE_LIMITER?: RateLimit;
}

/** The var that switches each feature flag of spec §1 (README "Configure"). */
export const FEATURE_FLAG_VARS = {
  audit: "FEATURE_AUDIT",
  lightning: "FEATURE_LIGHTNING",
  accelerator: "FEATURE_ACCELERATOR",
  miningDashboard: "FEATURE_MINING_DASHBOARD",
  historicalPrice: "FEATURE_HISTORICAL_PRICE",
} as const satisfies Record<keyof FeatureFlags, keyof Env>;

export interface WorkerConfig {
  /** `wrangler dev` (see scripts/dev-server.mjs): stream HTML uncompressed. */
  readonly development: boolean;
  readonly base: BaseModule;
  /** Checked when resolved against the request's origin (shared/network/canonical.ts). */
  readonly canonicalHosts: CanonicalHostsConfig;
  /** Hub objects per network that viewers' sockets are spread over (durable-objects/hub/hub-shards.ts). */
  readonly hubShards: number;
  /** The build's feature flags: the base's defaults with the `FEATURE_*` vars on top. */
  readonly features: FeatureFlags;
  /** Requests per minute per address of the API, the services and websocket upgrades; 0: not limited (worker/rate-limit.ts). */
  readonly rateLimits: RateLimits;
}

/**
 * Reads and checks the vars; a typo in a deployment fails loudly with the fix instead of serving
 * a silently wrong network.
 */
export function readConfig(env: Env): WorkerConfig {
  const base = env.BASE_MODULE || "bitcoin";
  if (!isBaseModule(base)) {
    throw new InvalidConfigError("BASE_MODULE", base, 'expected "bitcoin", "liquid" or "markets" in wrangler.toml [vars].');
  }
  return {
    development: env.ENVIRONMENT === "development",
    base,
    canonicalHosts: { bitcoin: env.CANONICAL_ORIGIN_BITCOIN, liquid: env.CANONICAL_ORIGIN_LIQUID },
    hubShards: readHubShards(env.HUB_SHARDS),
    features: resolveFeatureFlags(base, readFeatureOverrides(env)),
    rateLimits: readRateLimits(env),
  };
}

/** `FEATURE_*` vars: "true" or "false"; empty or absent keeps the default. */
function readFeatureOverrides(env: Env): Partial<FeatureFlags> {
  const overrides: Partial<Record<keyof FeatureFlags, boolean>> = {};
  for (const [flag, name] of Object.entries(FEATURE_FLAG_VARS) as [keyof FeatureFlags, keyof Env][]) {
    const value = env[name];
    if (value === undefined || value === "") continue;
    if (value !== "true" && value !== "false") throw new InvalidConfigError(name, value, 'expected "true" or "false" in wrangler.toml [vars].');
    overrides[flag] = value === "true";
  }
  return overrides;
}

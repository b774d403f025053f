import { isBaseModule, type BaseModule } from "../shared/network/networks.ts";
import { InvalidConfigError } from "../shared/network/errors.ts";
import type { CanonicalHostsConfig } from "../shared/network/canonical.ts";
import { readHubShards } from "../durable-objects/hub/hub-shards.ts";

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
  readonly ENVIRONMENT?: string;
  readonly BASE_MODULE?: string;
  readonly CANONICAL_ORIGIN_BITCOIN?: string;
  readonly CANONICAL_ORIGIN_LIQUID?: string;
}

export interface WorkerConfig {
  /** `wrangler dev` (see scripts/dev-server.mjs): stream HTML uncompressed. */
  readonly development: boolean;
  readonly base: BaseModule;
  /** Checked when resolved against the request's origin (shared/network/canonical.ts). */
  readonly canonicalHosts: CanonicalHostsConfig;
  /** Hub objects per network that viewers' sockets are spread over (durable-objects/hub/hub-shards.ts). */
  readonly hubShards: number;
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
  };
}

/**
 * The accelerator's settings, from wrangler.toml's `ACCELERATOR_*` vars (README "Accelerator"), and
 * its prices. Read per request; a malformed value fails loudly with the fix.
 *
 * @example
 * const config = readServicesConfig(env);
 * config.pools;   // [{ id: 1, base: "devnet://tidewater" }, …] or [] for "every devnet partner"
 */
import { InvalidConfigError } from "../../shared/network/errors.ts";
import type { Env } from "../env.ts";

/** Ancestors beyond this many make a package too tangled to price (`too_many_relatives`). */
export const MAX_UNCONFIRMED_ANCESTORS = 24;
/** Confirmations a deposit needs before it is credited. */
export const DEPOSIT_CONFIRMATIONS = 1;
/** What the devnet's test-coin button sends, sats. */
export const TEST_COINS_SATS = 1_000_000;

export interface PartnerPool {
  /** The pool's unique id (`pools` of an acceleration). */
  readonly id: number;
  /** Its pool API: an http(s) base URL, or `devnet://<slug>` for a devnet pool. */
  readonly base: string;
}

export interface ServicesConfig {
  /** Configured partner pools; empty with the devnet upstream: every devnet partner pool. */
  readonly pools: readonly PartnerPool[];
  readonly openAccess: boolean;
  /** The backend is the embedded devnet (UPSTREAM_URL empty). */
  readonly devnet: boolean;
}

const POOL_ENTRY = /^(\d{1,6})=(devnet:\/\/[a-z0-9-]{1,64}|https?:\/\/\S+)$/;

export function readServicesConfig(env: Env): ServicesConfig {
  const rawPools = (env.ACCELERATOR_POOLS ?? "").trim();
  const pools = rawPools === "" ? [] : rawPools.split(/\s+/).map((entry) => {
    const match = POOL_ENTRY.exec(entry);
    if (!match) throw new InvalidConfigError("ACCELERATOR_POOLS", entry, 'expected space-separated "<pool unique id>=<pool API URL>" entries, e.g. "1=https://pool.example/accelerator 2=devnet://harborhash".');
    return { id: Number(match[1]), base: match[2]!.replace(/\/+$/, "") };
  });
  const openAccess = env.ACCELERATOR_OPEN_ACCESS ?? "false";
  if (openAccess !== "true" && openAccess !== "false" && openAccess !== "") {
    throw new InvalidConfigError("ACCELERATOR_OPEN_ACCESS", openAccess, 'expected "true" or "false".');
  }
  return { pools, openAccess: openAccess === "true", devnet: (env.UPSTREAM_URL ?? "").trim() === "" };
}

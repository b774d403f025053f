/**
 * The hub beyond one object (issue 4: "a root that holds the upstream and N shard objects that
 * hold clients"). With `HUB_SHARDS` = 1 viewers connect to their network's hub itself. With N ≥ 2
 * the worker sends each new viewer socket to one of N shard objects of the network, and a shard is
 * an ordinary hub whose upstream is the network's root hub: the root speaks the original backend's
 * protocol to its clients, so it can be a shard's upstream exactly as the devnet or `UPSTREAM_URL`
 * is the root's. The upstream still sees one session (9 sockets) per network, the root holds 9 per
 * shard that has viewers, and each shard fans every update out to its own viewers.
 *
 * Spread: each isolate of the worker deals new sockets round-robin from a random first shard.
 * Round-robin spreads one isolate's sockets exactly evenly; the random start keeps the many
 * short-lived isolates of a deployment from all beginning with shard 0 (with a fixed start, an
 * isolate that serves a handful of sockets would only ever load the first shards).
 *
 * @example
 * const shards = readHubShards(env.HUB_SHARDS); // 4
 * const dealer = new ShardDealer();
 * env.HUB.idFromName(hubObjectName("testnet", dealer.next(shards))); // "testnet/shard-2"
 */
import { InvalidConfigError } from "../../shared/network/errors.ts";
import type { Network } from "../../shared/network/networks.ts";

/** Without `HUB_SHARDS`: one object per network, the root, holds every viewer. */
export const DEFAULT_HUB_SHARDS = 1;
/** The root holds 9 sockets per shard and joins their frames itself; past this, more shards cost the root more than they save. */
export const HUB_SHARDS_MAX = 64;

/**
 * Reads `HUB_SHARDS` (a wrangler var, so text); empty or absent is the default.
 *
 * @throws InvalidConfigError when it is not a whole number from 1 to HUB_SHARDS_MAX
 * @example
 * readHubShards("4"); // 4
 * readHubShards("0"); // throws InvalidConfigError
 */
export function readHubShards(raw: unknown): number {
  if (raw === undefined || raw === "") return DEFAULT_HUB_SHARDS;
  const value = typeof raw === "number" ? raw : typeof raw === "string" && /^\s*\d+\s*$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < 1 || value > HUB_SHARDS_MAX) {
    throw new InvalidConfigError("HUB_SHARDS", raw, `expected a whole number from 1 to ${HUB_SHARDS_MAX} (1: one hub object per network holds every viewer).`);
  }
  return value;
}

/**
 * The name of a hub object: the network's root (which holds the upstream session) without
 * `shard`, else that shard of the network.
 *
 * @example
 * hubObjectName("mainnet");    // "mainnet"
 * hubObjectName("mainnet", 1); // "mainnet/shard-1"
 */
export function hubObjectName(network: Network, shard?: number): string {
  return shard === undefined ? network : `${network}/shard-${shard}`;
}

/**
 * Reads a shard index as the worker sends it (HUB_SHARD_HEADER); undefined when absent, null when
 * malformed.
 *
 * @example
 * readShardIndex("3"); // 3
 * readShardIndex("-1"); // null
 */
export function readShardIndex(header: string | null): number | null | undefined {
  if (header === null) return undefined;
  if (!/^\d{1,3}$/.test(header)) return null;
  const index = Number(header);
  return index < HUB_SHARDS_MAX ? index : null;
}

/** Deals shard indices to new sockets (see the module comment). */
export class ShardDealer {
  #next: number | undefined;

  constructor(private readonly random: () => number = Math.random) {}

  /**
   * The shard for the next socket, in 0 … shards - 1.
   *
   * @example
   * const dealer = new ShardDealer(() => 0.5);
   * [dealer.next(4), dealer.next(4), dealer.next(4)]; // [2, 3, 0]
   */
  next(shards: number): number {
    this.#next ??= Math.floor(this.random() * shards);
    const shard = this.#next % shards;
    this.#next = (shard + 1) % shards;
    return shard;
  }
}

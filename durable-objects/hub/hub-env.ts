/**
 * What the hub object is given: the worker's bindings it uses and the headers that name its
 * network and role. A root hub's upstream is `UPSTREAM_URL` when set (a mempool-compatible
 * backend), otherwise the devnet object of the same network (design.md "The shape"); a shard's
 * upstream is its network's root hub (hub-shards.ts).
 *
 * @example
 * request.headers.get(HUB_NETWORK_HEADER); // "testnet"
 */

/** Set by the worker: which explorer network this hub serves (its upstream path and address prefixes). */
export const HUB_NETWORK_HEADER = "x-blocktide-hub-network";

/**
 * Set by the worker on a request to a shard object (hub-shards.ts): the shard's index. Its hub's
 * upstream is then the network's root hub, not the devnet or `UPSTREAM_URL`.
 */
export const HUB_SHARD_HEADER = "x-blocktide-hub-shard";

/**
 * Set by a shard on its own requests to the root hub: the socket (or lookup) is a shard's, not a
 * browser's, so the root neither meters nor rate-limits it and answers its upstream lookups.
 */
export const HUB_PEER_HEADER = "x-blocktide-hub-peer";

/** Headers only the worker and the hub objects may set: the worker removes them from every outside request. */
export const HUB_INTERNAL_HEADERS: readonly string[] = [HUB_NETWORK_HEADER, HUB_SHARD_HEADER, HUB_PEER_HEADER];

/** The live connection and the init bundle, as the hub sees them once the worker stripped the network prefix. */
export const HUB_SOCKET_PATH = "/api/v1/ws";
export const HUB_INIT_DATA_PATH = "/api/v1/init-data";
/**
 * `GET {prefix}/{index}`: a projected block's transactions, for pages rendered without a socket (a
 * polling display's, a crawler's). Our own route: the upstream sends them over the socket only.
 */
export const HUB_PROJECTED_BLOCK_PATH = "/api/v1/projected-block";

export interface HubEnv {
  /** The embedded devnet, the upstream when `UPSTREAM_URL` is empty. */
  readonly DEVNET: DurableObjectNamespace;
  /** The hub objects themselves: a shard's upstream is its network's root hub. */
  readonly HUB: DurableObjectNamespace;
  /** A mempool-compatible backend's origin (http or https), e.g. "https://mempool.example"; empty: the devnet. */
  readonly UPSTREAM_URL?: string;
  readonly BASE_MODULE?: string;
}

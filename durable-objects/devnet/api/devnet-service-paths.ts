/**
 * The devnet's routes for the explorer's own services, never for the public: the partner pools' API
 * (devnet-pool-routes.ts) and the faucet (devnet-faucet-routes.ts). The worker's services reach them
 * through the DEVNET binding; its public `/api/*` proxy refuses them (worker/routes/api-proxy.ts),
 * or anyone could accelerate for free and empty the faucet.
 *
 * @example
 * isDevnetServicePath("/api/v1/devnet/pools/tidewater/accelerations"); // true
 * isDevnetServicePath("/api/v1/devnet/clock");                         // false: public on a manual clock
 */

export const DEVNET_POOLS_PATH = "/api/v1/devnet/pools";
export const DEVNET_FAUCET_PATH = "/api/v1/devnet/faucet";

const SERVICE_PREFIXES = [DEVNET_POOLS_PATH, DEVNET_FAUCET_PATH] as const;

/** Where a pool's API lives: `/api/v1/devnet/pools/<slug>`, its accelerations under it. */
export const devnetPoolPath = (slug: string): string => `${DEVNET_POOLS_PATH}/${slug}`;

/**
 * Whether `path` (after the network prefix) reaches a service route. Read as loosely as any router
 * might read it (percent-escapes decoded, repeated slashes and case ignored), so no spelling slips
 * through; every path under a prefix counts, routed or not.
 */
export function isDevnetServicePath(path: string): boolean {
  const normal = decoded(path).replace(/\/{2,}/g, "/").toLowerCase();
  return SERVICE_PREFIXES.some((prefix) => normal.startsWith(prefix));
}

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

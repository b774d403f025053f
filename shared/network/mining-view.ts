/**
 * spec §2.3: pool names and fee details show in the blockchain strip only on routes containing
 * /mining or /acceleration, and only on mainnet, testnet and signet.
 */
import type { Network } from "./networks.ts";

const MINING_VIEW_NETWORKS: ReadonlySet<Network> = new Set<Network>(["mainnet", "testnet", "signet"]);
const MINING_VIEW_SEGMENTS: ReadonlySet<string> = new Set(["mining", "acceleration"]);

/**
 * @param route the path after the language, preview and network prefixes
 * @example
 * isMiningView("/mining/pool/foundry", "mainnet"); // true
 * isMiningView("/acceleration", "liquid");          // false
 * isMiningView("/tx/mining", "mainnet");            // true: the path contains /mining
 */
export function isMiningView(route: string, network: Network): boolean {
  if (!MINING_VIEW_NETWORKS.has(network)) return false;
  return route.split("/").some((segment) => MINING_VIEW_SEGMENTS.has(segment));
}

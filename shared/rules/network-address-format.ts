/**
 * Which address format (shared/rules/address-network.ts) an explorer network's addresses use, so a
 * route can check an address against the network in its path. Liquid addresses (blech32,
 * confidential) and Bisq have no Bitcoin address format: their addresses are left to the backend.
 *
 * @example
 * addressNetworkOf("signet");  // "signet"
 * addressNetworkOf("liquid");  // null
 */
import type { Network } from "../network/networks.ts";
import type { AddressNetwork } from "./address-network.ts";

const ADDRESS_NETWORK_OF: Readonly<Record<Network, AddressNetwork | null>> = {
  mainnet: "mainnet",
  testnet: "testnet",
  signet: "signet",
  liquid: null,
  liquidtestnet: null,
  bisq: null,
};

/** The Bitcoin address format of `network`, or null when its addresses are not Bitcoin's. */
export function addressNetworkOf(network: Network): AddressNetwork | null {
  return ADDRESS_NETWORK_OF[network] ?? null;
}

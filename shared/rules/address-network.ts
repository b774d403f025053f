/**
 * The address formats Blocktide prints and reads (bech32 human-readable part, base58 version
 * bytes), per Bitcoin network. Testnet (3 and 4) and signet share prefixes, so an address cannot say
 * which of them it belongs to.
 *
 * @example
 * ADDRESS_PREFIXES.mainnet.bech32; // "bc"
 * ADDRESS_PREFIXES.testnet.pubKeyHash; // 0x6f
 */

/** The address formats Blocktide prints; testnet (3 and 4) and signet share prefixes. */
export type AddressNetwork = "mainnet" | "testnet" | "signet" | "regtest";

export interface AddressPrefixes {
  readonly bech32: string;
  readonly pubKeyHash: number;
  readonly scriptHash: number;
}

export const ADDRESS_PREFIXES: Readonly<Record<AddressNetwork, AddressPrefixes>> = {
  mainnet: { bech32: "bc", pubKeyHash: 0x00, scriptHash: 0x05 },
  testnet: { bech32: "tb", pubKeyHash: 0x6f, scriptHash: 0xc4 },
  signet: { bech32: "tb", pubKeyHash: 0x6f, scriptHash: 0xc4 },
  regtest: { bech32: "bcrt", pubKeyHash: 0x6f, scriptHash: 0xc4 },
};

/**
 * From what a client asks to track (`track-address`, `track-addresses`, `track-scriptpubkeys`) to
 * the output script the fan-out matches transactions against, for both servers of the protocol (the
 * devnet and the hub). The protocol reader (client-message.ts) only checks the form; here an address
 * must also belong to the server's network, since a mainnet address can never appear on testnet's
 * chain.
 *
 * @example
 * trackedAddress("bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq", "mainnet");
 * // { key: "bc1qar0s…", script: "0014e8df018c7e326cc253faac7e46cdc51e68542c42" }
 */
import { hex } from "@scure/base";
import type { AddressNetwork } from "../rules/address-network.ts";
import { parseAddress } from "../rules/address-script.ts";
import { isRawPubkey, pubkeyToP2pkScript } from "../rules/pubkey-script.ts";
import { MAX_TRACKED_SCRIPT_HEX_CHARS, type TrackedScript } from "./socket-state.ts";

/**
 * The script an address (or raw public key, research §1.3: tracked as its P2PK output) pays on
 * `network`; null when it is not one of this network's addresses, which clears the subscription as
 * an invalid value does upstream.
 *
 * @example
 * trackedAddress("tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx", "mainnet"); // null (testnet address)
 */
export function trackedAddress(address: string, network: AddressNetwork): TrackedScript | null {
  if (isRawPubkey(address)) return { key: address, script: pubkeyToP2pkScript(address) };
  const parsed = parseAddress(address, network);
  return parsed.ok ? { key: address, script: hex.encode(parsed.address.script) } : null;
}

/**
 * Whether a scriptpubkey (hex, already lower-cased by the protocol reader) is short enough to keep
 * in the socket's attachment; a longer one is dropped from the subscription.
 *
 * @example
 * isTrackableScriptPubkey("0014e8df018c7e326cc253faac7e46cdc51e68542c42"); // true
 */
export const isTrackableScriptPubkey = (script: string): boolean => script.length <= MAX_TRACKED_SCRIPT_HEX_CHARS;

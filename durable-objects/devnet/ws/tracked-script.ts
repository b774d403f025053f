/**
 * From what a client asks to track (`track-address`, `track-addresses`, `track-scriptpubkeys`) to
 * the output script the fan-out matches transactions against. The protocol reader
 * (shared/protocol/client-message.ts) only checks the form; here an address must also belong to
 * this devnet's network, since a mainnet address can never appear on testnet's chain.
 *
 * @example
 * trackedAddress("bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq", "mainnet");
 * // { key: "bc1qar0s…", script: "0014e8df018c7e326cc253faac7e46cdc51e68542c42" }
 */
import { hex } from "@scure/base";
import type { AddressNetwork } from "../tx/output-script.ts";
import { parseAddress } from "../views/address-script.ts";
import { MAX_TRACKED_SCRIPT_HEX_CHARS, type TrackedScript } from "./socket-state.ts";

const RAW_PUBKEY = /^(?:04[0-9a-f]{128}|0[23][0-9a-f]{64})$/i;
/** P2PK: push the key, OP_CHECKSIG (research §1.3: a raw pubkey is tracked as its P2PK output). */
const OP_CHECKSIG_HEX = "ac";

/**
 * The script an address (or raw public key) pays on `network`; null when it is not one of this
 * network's addresses, which clears the subscription as an invalid value does upstream.
 *
 * @example
 * trackedAddress("tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx", "mainnet"); // null (testnet address)
 */
export function trackedAddress(address: string, network: AddressNetwork): TrackedScript | null {
  if (RAW_PUBKEY.test(address)) {
    const key = address.toLowerCase();
    const push = (key.length / 2).toString(16);
    return { key: address, script: `${push}${key}${OP_CHECKSIG_HEX}` };
  }
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

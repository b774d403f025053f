/**
 * `/api/v1/validate-address/:address`: Bitcoin Core's `validateaddress` answer, which the backend
 * relays as is.
 *
 * @example
 * validateAddress("bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq", "mainnet");
 * // { isvalid: true, address, scriptPubKey: "0014e8df…", isscript: false, iswitness: true,
 * //   witness_version: 0, witness_program: "e8df…" }
 */
import { hex as hexCoder } from "@scure/base";
import type { AddressNetwork } from "../tx/output-script.ts";
import { parseAddress } from "../../../shared/rules/address-script.ts";

export type AddressValidation =
  | {
      readonly isvalid: true;
      readonly address: string;
      readonly scriptPubKey: string;
      readonly isscript: boolean;
      readonly iswitness: boolean;
      readonly witness_version?: number;
      readonly witness_program?: string;
    }
  | { readonly isvalid: false; readonly error_locations: readonly number[]; readonly error: string };

/**
 * Core's `validateaddress` for `text` on `network`.
 *
 * @example
 * validateAddress("hello", "mainnet"); // { isvalid: false, error_locations: [], error: "Invalid or unsupported …" }
 */
export function validateAddress(text: string, network: AddressNetwork): AddressValidation {
  const parsed = parseAddress(text, network);
  // Core does not locate errors in base58 strings or in a wrong prefix, and the devnet does not try
  // to locate bech32 typos either: an empty list is a valid answer.
  if (!parsed.ok) return { isvalid: false, error_locations: [], error: parsed.problem.error };
  const { script, isScript, witnessVersion, witnessProgram } = parsed.address;
  const isWitness = witnessVersion !== undefined && witnessProgram !== undefined;
  return {
    isvalid: true,
    // Core prints bech32 addresses in lower case whatever case they were typed in.
    address: isWitness ? text.toLowerCase() : text,
    scriptPubKey: hexCoder.encode(script),
    isscript: isScript,
    iswitness: isWitness,
    ...(isWitness ? { witness_version: witnessVersion, witness_program: hexCoder.encode(witnessProgram) } : {}),
  };
}

/**
 * Normalises the text sent to `/api/address-prefix/{prefix}` for search autocomplete (spec §5
 * "Address prefix search lowercases the input if it starts with 'bc1'"; research §2.2).
 *
 * Bech32 addresses are case-insensitive but the index holds them in lower case, so a pasted
 * "BC1Q…" or "bC1q…" must be lowered to match. The same holds for every bech32 human-readable
 * part Blocktide serves: testnet and signet ("tb1"), regtest ("bcrt1"), and Liquid's "ex1"/"lq1"
 * (mainnet) and "tex1"/"tlq1" (testnet). Base58 addresses are case-sensitive, so anything else keeps
 * its case; no base58 address starts with one of these prefixes.
 *
 * @example
 * normalizeAddressPrefix("  BC1PQYQS ");  // "bc1pqyqs"
 * normalizeAddressPrefix("1wizS");        // "1wizS"
 */
import { describeInput } from "../errors/describe-input.ts";
import { InputError } from "../errors/input-error.ts";

/** Bech32 human-readable parts plus separator, lower case (see the module comment). */
export const BECH32_ADDRESS_PREFIXES: readonly string[] = ["bc1", "tb1", "bcrt1", "ex1", "lq1", "tex1", "tlq1"];

/** Search input that is not text. */
export class InvalidAddressPrefixError extends InputError {
  constructor(readonly input: unknown) {
    super(`Invalid address prefix ${describeInput(input)}: expected the text typed into search.`);
    this.name = "InvalidAddressPrefixError";
  }
}

/**
 * The prefix to search for: trimmed, and lower-cased when it starts with a bech32 prefix in any
 * case. Blank input gives "" (the caller should not search).
 *
 * @example
 * normalizeAddressPrefix("bC1q0003");  // "bc1q0003"
 * normalizeAddressPrefix("TB1QXY");    // "tb1qxy"
 * normalizeAddressPrefix("   ");       // ""
 */
export function normalizeAddressPrefix(input: string): string {
  if (typeof input !== "string") throw new InvalidAddressPrefixError(input);
  const trimmed = input.trim();
  const lower = trimmed.toLowerCase();
  return BECH32_ADDRESS_PREFIXES.some((prefix) => lower.startsWith(prefix)) ? lower : trimmed;
}

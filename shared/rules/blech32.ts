/**
 * Blech32 and blech32m: the checksum Elements (Liquid) uses for confidential segwit addresses
 * ("lq1…", "tlq1…"). Same alphabet, separator and 5-bit layout as bech32 (BIP173) and bech32m
 * (BIP350), but the checksum is a 60-bit BCH code written as 12 characters instead of 6, because a
 * confidential address also carries a 33-byte blinding key and runs past bech32's 90-character cap.
 * Generators and constants are those of Elements' `blech32` module.
 *
 * @example
 * decodeBlech32("lq1qq…"); // { hrp: "lq", words: [0, …], encoding: "blech32" }, or null
 */

/** The bech32 alphabet: a 5-bit value is its index. */
export const BLECH32_CHARSET = "qpzry9x8gf2tvdw0s3jn54khce6mua7l";
/** Characters of the checksum at the end of the data part. */
export const BLECH32_CHECKSUM_LENGTH = 12;
/** Elements refuses longer strings. */
export const BLECH32_MAX_LENGTH = 1000;

const GENERATORS = [0x7d52fba40bd886n, 0x5e8dbf1a03950cn, 0x1c3a3c74072a18n, 0x385d72fa0e5139n, 0x7093e5a608865bn] as const;
const LOW_55_BITS = 0x7fffffffffffffn;
/** What the checksum leaves for blech32 (witness v0) and blech32m (v1 and up). */
const BLECH32_CONSTANT = 1n;
const BLECH32M_CONSTANT = 0x455972a3350f7a1n;

export type Blech32Encoding = "blech32" | "blech32m";

export interface Blech32Decoded {
  /** Human-readable part, lower case ("lq", "tlq"). */
  readonly hrp: string;
  /** The 5-bit data values without the checksum: witness version first, then the payload. */
  readonly words: readonly number[];
  readonly encoding: Blech32Encoding;
}

/**
 * Decodes and checks a blech32 or blech32m string. Returns null for anything that is not one:
 * mixed case, no separator, a character outside the alphabet, a short data part, a bad checksum or
 * more than {@link BLECH32_MAX_LENGTH} characters.
 *
 * @example
 * decodeBlech32("lq1qq" + "x".repeat(10)); // null (bad checksum)
 */
export function decodeBlech32(text: string): Blech32Decoded | null {
  if (typeof text !== "string" || text.length > BLECH32_MAX_LENGTH) return null;
  const lower = text.toLowerCase();
  if (lower !== text && text.toUpperCase() !== text) return null;
  const separator = lower.lastIndexOf("1");
  if (separator < 1 || lower.length - separator - 1 < BLECH32_CHECKSUM_LENGTH) return null;
  const hrp = lower.slice(0, separator);
  if (![...hrp].every((char) => char >= "!" && char <= "~")) return null;
  const data: number[] = [];
  for (const char of lower.slice(separator + 1)) {
    const value = BLECH32_CHARSET.indexOf(char);
    if (value < 0) return null;
    data.push(value);
  }
  const residue = polymod([...expandHrp(hrp), ...data]);
  const encoding = residue === BLECH32_CONSTANT ? "blech32" : residue === BLECH32M_CONSTANT ? "blech32m" : null;
  if (encoding === null) return null;
  return { hrp, words: data.slice(0, data.length - BLECH32_CHECKSUM_LENGTH), encoding };
}

function expandHrp(hrp: string): number[] {
  const codes = [...hrp].map((char) => char.charCodeAt(0));
  return [...codes.map((code) => code >> 5), 0, ...codes.map((code) => code & 31)];
}

function polymod(values: readonly number[]): bigint {
  let checksum = 1n;
  for (const value of values) {
    const top = checksum >> 55n;
    checksum = ((checksum & LOW_55_BITS) << 5n) ^ BigInt(value);
    GENERATORS.forEach((generator, bit) => {
      if ((top >> BigInt(bit)) & 1n) checksum ^= generator;
    });
  }
  return checksum;
}

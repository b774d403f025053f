import { describeInput } from "../errors/describe-input.ts";
import { InputError } from "../errors/input-error.ts";

/** Spec §2.7: the transaction filter groups, in menu order. */
export const FLAG_GROUPS = [
  { key: "features", label: "Features" },
  { key: "address-types", label: "Address Types" },
  { key: "behavior", label: "Behavior" },
  { key: "data", label: "Data" },
  { key: "heuristics", label: "Heuristics" },
  { key: "sighash", label: "Sighash Flags" },
] as const;

export type FlagGroup = (typeof FLAG_GROUPS)[number]["key"];

/** One transaction flag: a bit of the big-integer `flags` field of spec §3. */
export interface TransactionFlag {
  readonly key: string;
  readonly label: string;
  /** Bit position; the flag's value is 2^bit (research §5.5). */
  readonly bit: bigint;
  readonly value: bigint;
  readonly group: FlagGroup;
  /** Shown in the compact menu (spec §2.7, width ≤ 280 px). */
  readonly important: boolean;
}

function flag<const K extends string>(key: K, label: string, bit: number, group: FlagGroup, important = false) {
  return { key, label, bit: BigInt(bit), value: 1n << BigInt(bit), group, important } as const;
}

/**
 * Spec §3 flag table plus research §5.5's extra bits (v3, nonstandard, acceleration, fake_scripthash,
 * annex), in bit order. Labels the spec does not show are Blocktide's own. Version, signalling and
 * standardness are properties of the transaction itself, so they sit under Features. Important flags
 * are the ones people filter by most: both RBF choices, taproot, CPFP, replacements, and the data and
 * heuristic markers (inscription, OP_RETURN, coinjoin, consolidation, batch payment).
 */
export const TRANSACTION_FLAGS = [
  flag("rbf", "RBF enabled", 0, "features", true),
  flag("no_rbf", "RBF disabled", 1, "features", true),
  flag("v1", "Version 1", 2, "features"),
  flag("v2", "Version 2", 3, "features"),
  flag("v3", "Version 3", 4, "features"),
  flag("nonstandard", "Non-standard", 5, "features"),
  flag("p2pk", "P2PK", 8, "address-types"),
  flag("p2ms", "Bare multisig", 9, "address-types"),
  flag("p2pkh", "P2PKH", 10, "address-types"),
  flag("p2sh", "P2SH", 11, "address-types"),
  flag("p2wpkh", "P2WPKH", 12, "address-types"),
  flag("p2wsh", "P2WSH", 13, "address-types"),
  flag("p2tr", "Taproot", 14, "address-types", true),
  flag("cpfp_parent", "Paid for by child", 16, "behavior", true),
  flag("cpfp_child", "Pays for parent", 17, "behavior", true),
  flag("replacement", "Replacement", 18, "behavior", true),
  flag("acceleration", "Accelerated", 19, "behavior"),
  flag("op_return", "OP_RETURN", 24, "data", true),
  flag("fake_pubkey", "Fake pubkey", 25, "data"),
  flag("inscription", "Inscription", 26, "data", true),
  flag("fake_scripthash", "Fake scripthash", 27, "data"),
  flag("annex", "Annex", 28, "data"),
  flag("coinjoin", "Coinjoin", 32, "heuristics", true),
  flag("consolidation", "Consolidation", 33, "heuristics", true),
  flag("batch_payout", "Batch payment", 34, "heuristics", true),
  flag("sighash_all", "SIGHASH_ALL", 40, "sighash"),
  flag("sighash_none", "SIGHASH_NONE", 41, "sighash"),
  flag("sighash_single", "SIGHASH_SINGLE", 42, "sighash"),
  flag("sighash_default", "SIGHASH_DEFAULT", 43, "sighash"),
  flag("sighash_acp", "SIGHASH_ANYONECANPAY", 44, "sighash"),
] as const satisfies readonly TransactionFlag[];

/** One row of {@link TRANSACTION_FLAGS}, with its literal key. */
export type TransactionFlagEntry = (typeof TRANSACTION_FLAGS)[number];
export type TransactionFlagKey = TransactionFlagEntry["key"];

const BY_KEY: ReadonlyMap<string, TransactionFlagEntry> = new Map(TRANSACTION_FLAGS.map((entry) => [entry.key, entry]));

/** Flags travel as JSON numbers below 2^53 or as decimal strings; nothing Blocktide knows needs more than 64 bits. */
export const MAX_FLAGS_BITS = 64;

/** Raised when a flags value from the wire is not a non-negative integer. */
export class InvalidFlagsError extends InputError {
  constructor(readonly input: unknown, reason: string) {
    super(`Invalid transaction flags ${describeInput(input)}: ${reason}.`);
    this.name = "InvalidFlagsError";
  }
}

/** Whether a string names a known flag. */
export const isTransactionFlagKey = (key: unknown): key is TransactionFlagKey => typeof key === "string" && BY_KEY.has(key);

/**
 * The table entry for a key; throws for an unknown one, naming the known keys.
 *
 * @example
 * transactionFlag("p2tr").value; // 16384n
 */
export function transactionFlag(key: TransactionFlagKey): TransactionFlagEntry {
  const entry = BY_KEY.get(key);
  if (!entry) throw new TypeError(`Unknown transaction flag ${describeInput(key)}; known flags: ${[...BY_KEY.keys()].join(", ")}`);
  return entry;
}

/**
 * Whether a flags value has the flag's bit set.
 *
 * @example
 * hasFlag(0b1001n, "v2"); // true (bit 3)
 */
export function hasFlag(flags: bigint, key: TransactionFlagKey): boolean {
  return (flags & transactionFlag(key).value) !== 0n;
}

/**
 * The flags value with exactly the given flags set; throws for an unknown key.
 *
 * @example
 * flagsFromKeys(["rbf", "p2tr"]); // 16385n
 */
export function flagsFromKeys(keys: Iterable<TransactionFlagKey>): bigint {
  let flags = 0n;
  for (const key of keys) flags |= transactionFlag(key).value;
  return flags;
}

/**
 * Known flags set in a value, in bit order. Unknown bits are ignored so a newer backend cannot break
 * older clients.
 *
 * @example
 * keysFromFlags(16385n); // ["rbf", "p2tr"]
 */
export function keysFromFlags(flags: bigint): TransactionFlagKey[] {
  return TRANSACTION_FLAGS.filter((entry) => (flags & entry.value) !== 0n).map((entry) => entry.key);
}

/**
 * Parses a flags value from the wire: a non-negative safe-integer number (values reach 2^44, beyond
 * 32 bits, so never use bitwise number operators on them), a decimal string, or a bigint.
 *
 * @example
 * parseFlags(17592186044416); // 17592186044416n (sighash_acp, 2^44)
 * parseFlags("16385");        // 16385n
 */
export function parseFlags(value: unknown): bigint {
  let flags: bigint;
  if (typeof value === "bigint") flags = value;
  else if (typeof value === "number") {
    if (!Number.isSafeInteger(value)) {
      throw new InvalidFlagsError(value, "expected a whole number below 2^53 (send larger values as a decimal string)");
    }
    flags = BigInt(value);
  } else if (typeof value === "string") {
    if (!/^\d{1,20}$/.test(value)) throw new InvalidFlagsError(value, "expected a string of up to 20 decimal digits");
    flags = BigInt(value);
  } else throw new InvalidFlagsError(value, "expected a number, a decimal string or a bigint");
  if (flags < 0n) throw new InvalidFlagsError(value, "flags cannot be negative");
  if (flags >> BigInt(MAX_FLAGS_BITS) !== 0n) throw new InvalidFlagsError(value, `flags must fit in ${MAX_FLAGS_BITS} bits`);
  return flags;
}

/**
 * Accelerator deposit addresses (issue 14 "Money"): account `userId` pays in at the mainnet
 * P2WPKH address of `<xpub>/0/<userId>`. The xpub is the operator's ACCELERATOR_XPUB, or on the
 * devnet one derived from the devnet's seed. A worker asks per request, so parsed xpubs, their
 * `/0` chain and recent addresses are kept.
 *
 * @example
 * const xpub = depositXpub({ xpub: env.ACCELERATOR_XPUB, devnetSeed: "blocktide-devnet", upstreamUrl: env.UPSTREAM_URL });
 * depositAddress(xpub, 7); // "bc1q…", the same for account 7 on every request
 */
import { sha256 } from "@noble/hashes/sha2.js";
import { utf8ToBytes } from "@noble/hashes/utils.js";
import { bech32 } from "@scure/base";
import { LruCache } from "../collections/lru-cache.ts";
import { InvalidConfigError } from "../network/errors.ts";
import { upstreamApiRoot } from "../network/upstream-url.ts";
import { HARDENED_OFFSET, XPUB_SETTING, type XpubNode, deriveFromPoint, hash160, masterXpub, parseXpub, serializeXpub, xpubNode } from "./xpub.ts";

/** The receiving chain under the xpub: addresses are `<xpub>/0/<userId>` (BIP44's external chain). */
export const DEPOSIT_CHAIN = 0;
/** The devnet's deposit master key is HMAC-SHA512("Bitcoin seed", sha256(this ‖ DEVNET_SEED)). */
const DEVNET_SEED_PREFIX = "blocktide-accelerator-deposits:";
/** A deployment has one xpub (two while the operator changes it); tests use a few. */
const XPUBS_KEPT = 8;
/** Addresses kept per xpub: each costs a point multiplication and an HMAC (about 1 ms) to make again. */
const ADDRESSES_KEPT = 4_096;

interface DepositChain {
  readonly chain: XpubNode;
  readonly addresses: LruCache<number, string>;
}

const chains = new LruCache<string, DepositChain>(XPUBS_KEPT);
const devnetXpubs = new LruCache<string, string>(XPUBS_KEPT);

export interface DepositXpubConfig {
  /** ACCELERATOR_XPUB; empty or unset picks the devnet's when the devnet is the upstream. */
  readonly xpub?: string;
  /** The devnet's resolved seed (DEVNET_SEED, or its default when that is empty). */
  readonly devnetSeed?: string;
  /** UPSTREAM_URL; empty or unset: the devnet is the upstream. */
  readonly upstreamUrl?: string;
}

/**
 * The xpub deposit addresses derive from: ACCELERATOR_XPUB when set (checked here, so a bad one
 * fails at the first request with the fix), else the devnet's when the devnet is the upstream.
 *
 * @throws InvalidConfigError when ACCELERATOR_XPUB is malformed, or empty on a real backend
 * @example
 * depositXpub({ xpub: "", devnetSeed: "blocktide-devnet", upstreamUrl: "" }); // devnetDepositXpub("blocktide-devnet")
 * depositXpub({ xpub: "", upstreamUrl: "https://mempool.example" });           // throws: set ACCELERATOR_XPUB
 */
export function depositXpub(config: DepositXpubConfig): string {
  const configured = config.xpub?.trim() ?? "";
  if (configured !== "") {
    depositChain(configured);
    return configured;
  }
  // The same rule the edge and the hub use to pick the devnet (a malformed UPSTREAM_URL fails there).
  if (upstreamApiRoot(config.upstreamUrl, "mainnet", "bitcoin") !== null) {
    throw new InvalidConfigError(
      XPUB_SETTING,
      config.xpub ?? "",
      `a deployment on a real backend (UPSTREAM_URL is set) takes deposits to its own wallet: set ${XPUB_SETTING} to that wallet's mainnet account xpub, or turn the accelerator off with FEATURE_ACCELERATOR = "false".`,
    );
  }
  const seed = config.devnetSeed ?? "";
  // A caller bug rather than configuration: DEVNET_SEED left empty means the devnet's default seed.
  if (seed === "") throw new RangeError("depositXpub: pass the devnet's resolved seed (readDevnetSettings(env).seed), not an empty string.");
  return devnetDepositXpub(seed);
}

/**
 * The devnet's deposit xpub: the master key (depth 0) of sha256("blocktide-accelerator-deposits:" ‖
 * seed), so every devnet with the same seed hands out the same addresses.
 *
 * @example
 * devnetDepositXpub("blocktide-devnet"); // "xpub661MyMwAqRbc…"
 */
export function devnetDepositXpub(seed: string): string {
  let xpub = devnetXpubs.get(seed);
  if (xpub === undefined) {
    xpub = serializeXpub(masterXpub(sha256(utf8ToBytes(`${DEVNET_SEED_PREFIX}${seed}`))));
    devnetXpubs.set(seed, xpub);
  }
  return xpub;
}

/**
 * The deposit address of account `userId`: `<xpub>/0/<userId>` as mainnet P2WPKH.
 *
 * @throws InvalidConfigError when `xpub` is malformed; RangeError when `userId` is not 0 to 2^31 − 1
 * @example
 * depositAddress(devnetDepositXpub("blocktide-devnet"), 1); // "bc1q…"
 */
export function depositAddress(xpub: string, userId: number): string {
  if (!Number.isSafeInteger(userId) || userId < 0 || userId >= HARDENED_OFFSET) {
    throw new RangeError(`Deposit addresses exist for account ids 0 to ${HARDENED_OFFSET - 1} (non-hardened BIP32 indexes), got ${userId}.`);
  }
  const { chain, addresses } = depositChain(xpub.trim());
  let address = addresses.get(userId);
  if (address === undefined) {
    address = p2wpkhAddress(deriveFromPoint(chain.point, chain.key, userId).key.publicKey);
    addresses.set(userId, address);
  }
  return address;
}

/**
 * The mainnet P2WPKH address (BIP173, witness v0, bech32) of a compressed public key.
 *
 * @example
 * p2wpkhAddress(hexToBytes("0330d54fd0dd420a6e5f8d3624f5f3482cae350f79d5f0753bf5beef9c2d91af3c")); // "bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu"
 */
export function p2wpkhAddress(publicKey: Uint8Array): string {
  if (publicKey.length !== 33 || (publicKey[0] !== 0x02 && publicKey[0] !== 0x03)) {
    throw new RangeError("P2WPKH pays to a compressed public key (33 bytes starting 02 or 03).");
  }
  return bech32.encode("bc", [0, ...bech32.toWords(hash160(publicKey))]);
}

/** The parsed `/0` chain of `xpub`, made once per xpub. */
function depositChain(xpub: string): DepositChain {
  let entry = chains.get(xpub);
  if (entry === undefined) {
    const root = xpubNode(parseXpub(xpub));
    entry = { chain: deriveFromPoint(root.point, root.key, DEPOSIT_CHAIN), addresses: new LruCache(ADDRESSES_KEPT) };
    chains.set(xpub, entry);
  }
  return entry;
}

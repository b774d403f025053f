import { secp256k1 } from "@noble/curves/secp256k1.js";
import { hmac } from "@noble/hashes/hmac.js";
import { sha256, sha512 } from "@noble/hashes/sha2.js";
import { bytesToHex, concatBytes, hexToBytes, utf8ToBytes } from "@noble/hashes/utils.js";
import { createBase58check } from "@scure/base";
import { p2wpkh } from "@scure/btc-signer";
import { describe, expect, it } from "vitest";
import { InvalidConfigError } from "../../../shared/network/errors.ts";
import { depositAddress, depositXpub, devnetDepositXpub, p2wpkhAddress } from "../../../shared/bitcoin/deposit-address.ts";
import { deriveXpubPath, parseXpub } from "../../../shared/bitcoin/xpub.ts";

const base58check = createBase58check(sha256);

/**
 * BIP84's test vector (mnemonic "abandon … about") gives account 0 (m/84'/0'/0') as a zprv. Its
 * xpub is built here by hand, with noble's own key code: same depth, parent, index and chain code,
 * the private key's compressed point, and the xpub version bytes.
 */
function bip84AccountXpub(): string {
  const zprv = base58check.decode("zprvAdG4iTXWBoARxkkzNpNh8r6Qag3irQB8PzEMkAFeTRXxHpbF9z4QgEvBRmfvqWvGp42t42nvgGpNgYSJA9iefm1yYNZKEm7z6qUWCroSQnE");
  const header = zprv.slice(0, 45);
  new DataView(header.buffer).setUint32(0, 0x0488b21e);
  return base58check.encode(concatBytes(header, secp256k1.getPublicKey(zprv.subarray(46, 78), true)));
}
const BIP84_ACCOUNT = bip84AccountXpub();
// BIP32 vector 1's master key.
const V1_MASTER = "xpub661MyMwAqRbcFtXgS5sYJABqqG9YLmC4Q1Rdap9gSE8NqtwybGhePY2gZ29ESFjqJoCu1Rupje8YtGqsefD265TMg7usUDFdp6W1EGMcet8";

describe("depositAddress", () => {
  it("gives BIP84's receiving addresses for its account xpub: m/84'/0'/0'/0/0 and /0/1", () => {
    expect(depositAddress(BIP84_ACCOUNT, 0)).toBe("bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu");
    expect(depositAddress(BIP84_ACCOUNT, 1)).toBe("bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g");
  });

  it("derives BIP84's keys on the way (receiving 0/0, change 1/0)", () => {
    const account = parseXpub(BIP84_ACCOUNT);
    expect(bytesToHex(deriveXpubPath(account, [0, 0]).publicKey)).toBe("0330d54fd0dd420a6e5f8d3624f5f3482cae350f79d5f0753bf5beef9c2d91af3c");
    expect(bytesToHex(deriveXpubPath(account, [1, 0]).publicKey)).toBe("03025324888e429ab8e3dbaf1f7802648b9cd01e9b418485c5fa4c1b9b5700e1a6");
  });

  it.each([0, 1, 2, 7, 1_000, 65_536, 0x7fff_ffff])("agrees with @scure/btc-signer's p2wpkh for <xpub>/0/%i", (userId) => {
    const key = deriveXpubPath(parseXpub(V1_MASTER), [0, userId]).publicKey;
    expect(depositAddress(V1_MASTER, userId)).toBe(p2wpkh(key).address);
  });

  it("gives every account its own address, the same on every call", () => {
    const xpub = devnetDepositXpub("blocktide-devnet");
    const addresses = Array.from({ length: 50 }, (_, userId) => depositAddress(xpub, userId));
    expect(new Set(addresses).size).toBe(50);
    expect(addresses.map((_, userId) => depositAddress(xpub, userId))).toEqual(addresses);
    expect(depositAddress(` ${xpub} `, 3)).toBe(addresses[3]);
    for (const address of addresses) expect(address).toMatch(/^bc1q[02-9ac-hj-np-z]{38}$/);
  });

  it("differs between xpubs", () => {
    expect(depositAddress(V1_MASTER, 5)).not.toBe(depositAddress(BIP84_ACCOUNT, 5));
  });

  it.each([-1, 1.5, 0x8000_0000, Number.NaN, Number.MAX_SAFE_INTEGER + 1])("refuses account id %d", (userId) => {
    expect(() => depositAddress(V1_MASTER, userId)).toThrow(RangeError);
  });

  it("refuses a malformed xpub with the fix", () => {
    expect(() => depositAddress("xpub-of-nobody", 1)).toThrow(InvalidConfigError);
    expect(() => depositAddress("xpub-of-nobody", 1)).toThrow(/ACCELERATOR_XPUB/);
  });

  it("costs well under a millisecond once the xpub is known", () => {
    const xpub = devnetDepositXpub("cost-check");
    depositAddress(xpub, 0);
    const started = performance.now();
    for (let userId = 1; userId <= 100; userId++) depositAddress(xpub, userId);
    // A generous bound for two busy cores; a cold parse and /0 step per call would cost several times more.
    expect((performance.now() - started) / 100).toBeLessThan(5);
  });
});

describe("p2wpkhAddress", () => {
  it("encodes BIP173's example key", () => {
    expect(p2wpkhAddress(hexToBytes("0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798"))).toBe("bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4");
  });

  it("refuses what is no compressed public key", () => {
    expect(() => p2wpkhAddress(new Uint8Array(33))).toThrow(RangeError);
    expect(() => p2wpkhAddress(secp256k1.getPublicKey(new Uint8Array(32).fill(1), false))).toThrow(RangeError);
  });
});

describe("devnetDepositXpub", () => {
  it("is the master xpub of sha256(\"blocktide-accelerator-deposits:\" + seed)", () => {
    // BIP32's master key generation, written out again with noble's primitives.
    const i = hmac(sha512, utf8ToBytes("Bitcoin seed"), sha256(utf8ToBytes("blocktide-accelerator-deposits:blocktide-devnet")));
    const payload = concatBytes(hexToBytes(`0488b21e${"00".repeat(9)}`), i.subarray(32), secp256k1.getPublicKey(i.subarray(0, 32), true));
    expect(devnetDepositXpub("blocktide-devnet")).toBe(base58check.encode(payload));
    expect(parseXpub(devnetDepositXpub("blocktide-devnet")).depth).toBe(0);
  });

  it("stays what it was, so a devnet's accounts keep their addresses across releases", () => {
    expect(devnetDepositXpub("blocktide-devnet")).toBe("xpub661MyMwAqRbcGU654CrCDXUN1QPQ34ytgFYU2tJ2vCVZ5XK3meCoUDKFyAcJ5QqHH7b6t1rutZfwNevP6p9mdvRWjvfRS29HDtXA57iZzj5");
  });

  it("differs per seed", () => {
    expect(devnetDepositXpub("a")).not.toBe(devnetDepositXpub("b"));
    expect(devnetDepositXpub("a")).toBe(devnetDepositXpub("a"));
  });
});

describe("depositXpub chooses the xpub", () => {
  it("takes ACCELERATOR_XPUB when it is set, whatever the upstream", () => {
    expect(depositXpub({ xpub: BIP84_ACCOUNT, devnetSeed: "s", upstreamUrl: "" })).toBe(BIP84_ACCOUNT);
    expect(depositXpub({ xpub: ` ${BIP84_ACCOUNT}\n`, upstreamUrl: "https://mempool.example" })).toBe(BIP84_ACCOUNT);
  });

  it("checks a set ACCELERATOR_XPUB at once", () => {
    expect(() => depositXpub({ xpub: "xprv-pasted-by-mistake", devnetSeed: "s" })).toThrow(InvalidConfigError);
  });

  it.each([undefined, "", "  "])("takes the devnet's when ACCELERATOR_XPUB is %j and the devnet is the upstream", (xpub) => {
    expect(depositXpub({ xpub, devnetSeed: "blocktide-devnet", upstreamUrl: "" })).toBe(devnetDepositXpub("blocktide-devnet"));
    expect(depositXpub({ xpub, devnetSeed: "blocktide-devnet" })).toBe(devnetDepositXpub("blocktide-devnet"));
  });

  it("is a configuration error on a real backend without ACCELERATOR_XPUB", () => {
    const choose = () => depositXpub({ xpub: "", devnetSeed: "blocktide-devnet", upstreamUrl: "https://mempool.example" });
    expect(choose).toThrow(InvalidConfigError);
    expect(choose).toThrow(/"ACCELERATOR_XPUB".*UPSTREAM_URL is set.*set ACCELERATOR_XPUB/);
  });

  it("wants the devnet's resolved seed, not an empty one", () => {
    expect(() => depositXpub({ xpub: "", devnetSeed: "", upstreamUrl: "" })).toThrow(/resolved seed/);
    expect(() => depositXpub({})).toThrow(RangeError);
  });
});

import { secp256k1 } from "@noble/curves/secp256k1.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, hexToBytes } from "@noble/hashes/utils.js";
import { createBase58check } from "@scure/base";
import { describe, expect, it } from "vitest";
import { InvalidConfigError } from "../../../shared/network/errors.ts";
import { deriveXpubChild, deriveXpubPath, masterXpub, parseXpub, serializeXpub } from "../../../shared/bitcoin/xpub.ts";

// The official vectors of BIP32 ("Test Vectors"), public halves only.
const V1 = {
  seed: "000102030405060708090a0b0c0d0e0f",
  m: "xpub661MyMwAqRbcFtXgS5sYJABqqG9YLmC4Q1Rdap9gSE8NqtwybGhePY2gZ29ESFjqJoCu1Rupje8YtGqsefD265TMg7usUDFdp6W1EGMcet8",
  m_0h: "xpub68Gmy5EdvgibQVfPdqkBBCHxA5htiqg55crXYuXoQRKfDBFA1WEjWgP6LHhwBZeNK1VTsfTFUHCdrfp1bgwQ9xv5ski8PX9rL2dZXvgGDnw",
  m_0h_1: "xpub6ASuArnXKPbfEwhqN6e3mwBcDTgzisQN1wXN9BJcM47sSikHjJf3UFHKkNAWbWMiGj7Wf5uMash7SyYq527Hqck2AxYysAA7xmALppuCkwQ",
  m_0h_1_2h: "xpub6D4BDPcP2GT577Vvch3R8wDkScZWzQzMMUm3PWbmWvVJrZwQY4VUNgqFJPMM3No2dFDFGTsxxpG5uJh7n7epu4trkrX7x7DogT5Uv6fcLW5",
  m_0h_1_2h_2: "xpub6FHa3pjLCk84BayeJxFW2SP4XRrFd1JYnxeLeU8EqN3vDfZmbqBqaGJAyiLjTAwm6ZLRQUMv1ZACTj37sR62cfN7fe5JnJ7dh8zL4fiyLHV",
  m_0h_1_2h_2_1000000000: "xpub6H1LXWLaKsWFhvm6RVpEL9P4KfRZSW7abD2ttkWP3SSQvnyA8FSVqNTEcYFgJS2UaFcxupHiYkro49S8yGasTvXEYBVPamhGW6cFJodrTHy",
  mPrv: "xprv9s21ZrQH143K3QTDL4LXw2F7HEK3wJUD2nW2nRk4stbPy6cq3jPPqjiChkVvvNKmPGJxWUtg6LnF5kejMRNNU3TGtRBeJgk33yuGBxrMPHi",
};
const V2 = {
  seed: "fffcf9f6f3f0edeae7e4e1dedbd8d5d2cfccc9c6c3c0bdbab7b4b1aeaba8a5a29f9c999693908d8a8784817e7b7875726f6c696663605d5a5754514e4b484542",
  m: "xpub661MyMwAqRbcFW31YEwpkMuc5THy2PSt5bDMsktWQcFF8syAmRUapSCGu8ED9W6oDMSgv6Zz8idoc4a6mr8BDzTJY47LJhkJ8UB7WEGuduB",
  m_0: "xpub69H7F5d8KSRgmmdJg2KhpAK8SR3DjMwAdkxj3ZuxV27CprR9LgpeyGmXUbC6wb7ERfvrnKZjXoUmmDznezpbZb7ap6r1D3tgFxHmwMkQTPH",
  m_0_2147483647h: "xpub6ASAVgeehLbnwdqV6UKMHVzgqAG8Gr6riv3Fxxpj8ksbH9ebxaEyBLZ85ySDhKiLDBrQSARLq1uNRts8RuJiHjaDMBU4Zn9h8LZNnBC5y4a",
  m_0_2147483647h_1: "xpub6DF8uhdarytz3FWdA8TvFSvvAh8dP3283MY7p2V4SeE2wyWmG5mg5EwVvmdMVCQcoNJxGoWaU9DCWh89LojfZ537wTfunKau47EL2dhHKon",
  m_0_2147483647h_1_2147483646h: "xpub6ERApfZwUNrhLCkDtcHTcxd75RbzS1ed54G1LkBUHQVHQKqhMkhgbmJbZRkrgZw4koxb5JaHWkY4ALHY2grBGRjaDMzQLcgJvLJuZZvRcEL",
  m_0_2147483647h_1_2147483646h_2: "xpub6FnCn6nSzZAw5Tw7cgR9bi15UV96gLZhjDstkXXxvCLsUXBGXPdSnLFbdpq8p9HmGsApME5hQTZ3emM2rnY5agb9rXpVGyy3bdW6EEgAtqt",
};
// Vector 3 keeps a leading zero in its master private key.
const V3 = {
  seed: "4b381541583be4423346c643850da4b320e46a87ae3d2a4e6da11eba819cd4acba45d239319ac14f863b8d5ab5a0d0c64d2e8a1e7d1457df2e5a3c51c73235be",
  m: "xpub661MyMwAqRbcEZVB4dScxMAdx6d4nFc9nvyvH3v4gJL378CSRZiYmhRoP7mBy6gSPSCYk6SzXPTf3ND1cZAceL7SfJ1Z3GC8vBgp2epUt13",
};

/** Base58Check through @scure/base's own codec, not the module's, so the two check each other. */
const base58check = createBase58check(sha256);
function withVersion(xpub: string, version: number): string {
  const payload = base58check.decode(xpub).slice();
  new DataView(payload.buffer).setUint32(0, version);
  return base58check.encode(payload);
}

describe("deriveXpubChild follows BIP32's vectors wherever the step is non-hardened", () => {
  it.each([
    ["vector 1: m/0H → m/0H/1", V1.m_0h, 1, V1.m_0h_1],
    ["vector 1: m/0H/1/2H → m/0H/1/2H/2", V1.m_0h_1_2h, 2, V1.m_0h_1_2h_2],
    ["vector 1: m/0H/1/2H/2 → …/1000000000", V1.m_0h_1_2h_2, 1_000_000_000, V1.m_0h_1_2h_2_1000000000],
    ["vector 2: m → m/0", V2.m, 0, V2.m_0],
    ["vector 2: m/0/2147483647H → …/1", V2.m_0_2147483647h, 1, V2.m_0_2147483647h_1],
    ["vector 2: m/0/2147483647H/1/2147483646H → …/2", V2.m_0_2147483647h_1_2147483646h, 2, V2.m_0_2147483647h_1_2147483646h_2],
  ])("%s", (_name, parent, index, child) => {
    expect(serializeXpub(deriveXpubChild(parseXpub(parent), index))).toBe(child);
  });

  it("derives a path in one call: vector 1's m/0H/1/2H/2/1000000000 from m/0H/1/2H", () => {
    expect(serializeXpub(deriveXpubPath(parseXpub(V1.m_0h_1_2h), [2, 1_000_000_000]))).toBe(V1.m_0h_1_2h_2_1000000000);
    expect(deriveXpubPath(parseXpub(V1.m), [])).toEqual(parseXpub(V1.m));
  });

  it("records depth, parent fingerprint and child number as the vectors do", () => {
    const child = deriveXpubChild(parseXpub(V2.m), 0);
    expect(child).toEqual(parseXpub(V2.m_0));
    expect(child.depth).toBe(1);
    // BIP32's fingerprint of vector 2's master key.
    expect(child.parentFingerprint.toString(16)).toBe("bd16bee5");
  });

  it("refuses hardened and malformed indexes: an xpub cannot derive them", () => {
    const master = parseXpub(V1.m);
    expect(() => deriveXpubChild(master, 0x8000_0000)).toThrow(/0H is hardened/);
    expect(() => deriveXpubChild(master, 0xffff_ffff)).toThrow(/hardened/);
    for (const index of [-1, 1.5, 2 ** 32, Number.NaN]) expect(() => deriveXpubChild(master, index)).toThrow(RangeError);
  });
});

describe("masterXpub", () => {
  it.each([["vector 1", V1], ["vector 2", V2], ["vector 3 (leading zero)", V3]])("gives %s's master xpub from its seed", (_name, vector) => {
    expect(serializeXpub(masterXpub(hexToBytes(vector.seed)))).toBe(vector.m);
  });

  it("takes seeds of 16 to 64 bytes only, as BIP32 says", () => {
    expect(() => masterXpub(new Uint8Array(15))).toThrow(/16 to 64 bytes, got 15/);
    expect(() => masterXpub(new Uint8Array(65))).toThrow(RangeError);
    expect(masterXpub(new Uint8Array(64)).depth).toBe(0);
  });
});

describe("parseXpub", () => {
  it("reads a key and writes it back unchanged", () => {
    for (const xpub of [V1.m, V1.m_0h_1, V2.m_0_2147483647h_1_2147483646h_2, V3.m]) expect(serializeXpub(parseXpub(xpub))).toBe(xpub);
    expect(serializeXpub(parseXpub(`  ${V1.m}\n`))).toBe(V1.m);
  });

  it("returns the fields of the serialisation", () => {
    const key = parseXpub(V1.m_0h);
    expect(key.depth).toBe(1);
    expect(key.childNumber).toBe(0x8000_0000);
    expect(key.parentFingerprint.toString(16)).toBe("3442193e");
    expect(bytesToHex(key.chainCode)).toBe("47fdacbd0f1097043b78c63c20c34ef4ed9a111d980047ad16282c7ae6236141");
    expect(bytesToHex(key.publicKey)).toBe("035a784662a4a20a65bf6aab9ae98a6c068a81c52e4b032c0fb5400c706cfccc56");
  });

  // BIP32 test vector 5: keys that must be refused, each for its reason.
  it.each([
    ["pubkey version / prvkey mismatch", "xpub661MyMwAqRbcEYS8w7XLSVeEsBXy79zSzH1J8vCdxAZningWLdN3zgtU6LBpB85b3D2yc8sfvZU521AAwdZafEz7mnzBBsz4wKY5fTtTQBm", /starts with 0x00.*a private key under xpub version bytes/],
    ["invalid pubkey prefix 04", "xpub661MyMwAqRbcEYS8w7XLSVeEsBXy79zSzH1J8vCdxAZningWLdN3zgtU6Txnt3siSujt9RCVYsx4qHZGc62TG4McvMGcAUjeuwZdduYEvFn", /starts with 0x04/],
    ["invalid pubkey prefix 01", "xpub661MyMwAqRbcEYS8w7XLSVeEsBXy79zSzH1J8vCdxAZningWLdN3zgtU6N8ZMMXctdiCjxTNq964yKkwrkBJJwpzZS4HS2fxvyYUA4q2Xe4", /starts with 0x01/],
    ["zero depth with non-zero parent fingerprint", "xpub661no6RGEX3uJkY4bNnPcw4URcQTrSibUZ4NqJEw5eBkv7ovTwgiT91XX27VbEXGENhYRCf7hyEbWrR3FewATdCEebj6znwMfQkhRYHRLpJ", /parent fingerprint/],
    ["zero depth with non-zero index", "xpub661MyMwAuDcm6CRQ5N4qiHKrJ39Xe1R1NyfouMKTTWcguwVcfrZJaNvhpebzGerh7gucBvzEQWRugZDuDXjNDRmXzSZe4c7mnTK97pTvGS8", /child number/],
    ["unknown extended key version", "DMwo58pR1QLEFihHiXPVykYB6fJmsTeHvyTp7hRThAtCX8CvYzgPcn8XnmdfHPmHJiEDXkTiJTVV9rHEBUem2mwVbbNfvT2MTcAqj3nesx8uBf9", /unknown version bytes [0-9A-F]{8}/],
    ["invalid pubkey 020000…07", "xpub661MyMwAqRbcEYS8w7XLSVeEsBXy79zSzH1J8vCdxAZningWLdN3zgtU6Q5JXayek4PRsn35jii4veMimro1xefsM58PgBMrvdYre8QyULY", /not a point on secp256k1/],
  ])("refuses vector 5's %s", (_name, xpub, reason) => {
    expect(() => parseXpub(xpub)).toThrow(InvalidConfigError);
    expect(() => parseXpub(xpub)).toThrow(reason);
  });

  it.each([
    ["an empty value", "", /it is empty/],
    ["a character outside Base58", `${V1.m.slice(0, -1)}0`, /not Base58/],
    ["a typo", `${V1.m.slice(0, -1)}9`, /checksum does not match/],
    ["a truncated copy", V1.m.slice(0, -10), /checksum does not match/],
    ["77 bytes", base58check.encode(base58check.decode(V1.m).subarray(0, 77)), /decodes to 77 bytes; an extended key has 78/],
    ["a testnet tpub", withVersion(V1.m, 0x043587cf), /testnet key \(tpub\)/],
    ["a SLIP-132 zpub", withVersion(V1.m, 0x04b24746), /SLIP-132 "zpub"/],
    ["a SLIP-132 ypub", withVersion(V1.m, 0x049d7cb2), /SLIP-132 "ypub"/],
  ])("refuses %s, naming ACCELERATOR_XPUB and the fix", (_name, xpub, reason) => {
    let error: unknown;
    try {
      parseXpub(xpub);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(InvalidConfigError);
    expect((error as InvalidConfigError).setting).toBe("ACCELERATOR_XPUB");
    expect((error as Error).message).toMatch(reason);
    expect((error as Error).message).toMatch(/Set ACCELERATOR_XPUB to the mainnet account xpub/);
  });

  it("refuses a private key as such, and never repeats it in the message", () => {
    expect(() => parseXpub(V1.mPrv)).toThrow(/extended PRIVATE key \(xprv\); never configure one/);
    try {
      parseXpub(V1.mPrv);
    } catch (error) {
      expect((error as Error).message).not.toContain(V1.mPrv.slice(4, 30));
    }
  });

  it("checks the point, not only the prefix: the vector's key with its x moved off the curve", () => {
    const payload = base58check.decode(V1.m).slice();
    // x = 5 has no y on secp256k1 (5^3 + 7 = 132 is not a square mod p).
    payload.set(hexToBytes(`02${"00".repeat(31)}05`), 45);
    expect(secp256k1.utils.isValidPublicKey(payload.subarray(45), true)).toBe(false);
    expect(() => parseXpub(base58check.encode(payload))).toThrow(/not a point on secp256k1/);
  });
});

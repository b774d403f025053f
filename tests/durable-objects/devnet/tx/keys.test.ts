import { secp256k1, schnorr } from "@noble/curves/secp256k1.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { hex } from "@scure/base";
import { describe, expect, it } from "vitest";
import { Keyring, deriveKeyPair } from "../../../../durable-objects/devnet/tx/keys.ts";
import { InvalidBuildRequestError } from "../../../../durable-objects/devnet/tx/transaction-errors.ts";

const utf8 = (text: string) => new TextEncoder().encode(text);

describe("devnet keys", () => {
  it("uses sha256(seed/index) as the private key, and seed/index/slot for co-signers", () => {
    expect(hex.encode(deriveKeyPair("blocktide", 0).privateKey)).toBe(hex.encode(sha256(utf8("blocktide/0"))));
    expect(hex.encode(deriveKeyPair("blocktide", 42, 2).privateKey)).toBe(hex.encode(sha256(utf8("blocktide/42/2"))));
  });

  it("gives the three public key forms of one point", () => {
    const pair = deriveKeyPair("blocktide", 7);
    expect(pair.publicKey).toStrictEqual(secp256k1.getPublicKey(pair.privateKey, true));
    expect(pair.uncompressedPublicKey).toStrictEqual(secp256k1.getPublicKey(pair.privateKey, false));
    expect(pair.xOnlyPublicKey).toStrictEqual(schnorr.getPublicKey(pair.privateKey));
    expect([pair.publicKey.length, pair.uncompressedPublicKey.length, pair.xOnlyPublicKey.length]).toStrictEqual([33, 65, 32]);
  });

  it("is deterministic per seed and distinct across seeds, indices and slots", () => {
    const names = [deriveKeyPair("a", 0), deriveKeyPair("a", 1), deriveKeyPair("b", 0), deriveKeyPair("a", 0, 1)].map((pair) => hex.encode(pair.publicKey));
    expect(new Set(names).size).toBe(4);
    expect(deriveKeyPair("a", 0).publicKey).toStrictEqual(deriveKeyPair("a", 0).publicKey);
  });

  it("remembers derived pairs in a keyring", () => {
    const keyring = new Keyring("blocktide");
    expect(keyring.keyPair(3, 1)).toBe(keyring.keyPair(3, 1));
    expect(keyring.keyPair(3, 1).privateKey).toStrictEqual(deriveKeyPair("blocktide", 3, 1).privateKey);
  });

  it.each([
    ["an empty seed", () => deriveKeyPair("", 0), /seed is an empty string/],
    ["a negative index", () => deriveKeyPair("s", -1), /keyIndex is -1/],
    ["a fractional index", () => deriveKeyPair("s", 1.5), /keyIndex is 1.5/],
    ["a slot past the last", () => deriveKeyPair("s", 0, 16), /key slot is 16, expected a whole number from 0 to 15/],
    ["a keyring without a seed", () => new Keyring(""), /seed/],
  ])("rejects %s", (_, call, message) => {
    expect(call).toThrow(InvalidBuildRequestError);
    expect(call).toThrow(message);
  });
});

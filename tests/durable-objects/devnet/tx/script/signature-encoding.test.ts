import { secp256k1 } from "@noble/curves/secp256k1.js";
import { bytesToNumberBE } from "@noble/curves/utils.js";
import { describe, expect, it } from "vitest";
import { Keyring } from "../../../../../durable-objects/devnet/tx/keys.ts";
import {
  hasHighS,
  isDefinedHashType,
  isStrictDerSignature,
  publicKeyEncodingFault,
  signatureEncodingFault,
} from "../../../../../durable-objects/devnet/tx/script/signature-encoding.ts";

const key = new Keyring("signature-encoding-test").keyPair(1);
const ORDER = secp256k1.Point.Fn.ORDER;
/** A real low-S DER signature with SIGHASH_ALL appended. */
const SIGNATURE = Uint8Array.of(...secp256k1.sign(new Uint8Array(32).fill(7), key.privateKey, { prehash: false, format: "der" }), 0x01);

/** DER of two integers (big-endian bytes as given) and a hash type, lengths computed. */
const der = (r: number[], s: number[], hashType = 0x01) => Uint8Array.of(0x30, r.length + s.length + 4, 0x02, r.length, ...r, 0x02, s.length, ...s, hashType);
const integer = (value: bigint) => {
  const bytes = [...secp256k1.Point.Fn.toBytes(value)];
  while (bytes.length > 1 && bytes[0] === 0 && !(bytes[1]! & 0x80)) bytes.shift();
  return bytes[0]! & 0x80 ? [0, ...bytes] : bytes;
};

describe("isStrictDerSignature (BIP66)", () => {
  it("accepts a real signature", () => {
    expect(isStrictDerSignature(SIGNATURE)).toBe(true);
  });

  it.each([
    ["a negative R", der([0x80, 1], [1])],
    ["a needless leading zero in S", der([1], [0, 1])],
    ["a zero-length R", der([], [1])],
    ["a wrong total length", Uint8Array.of(...der([1], [1]).subarray(0, 1), 0x10, ...der([1], [1]).subarray(2))],
    ["another first byte", Uint8Array.of(0x31, ...der([1], [1]).subarray(1))],
    ["fewer than 9 bytes", der([], [])],
  ])("refuses %s", (_, sig) => {
    expect(isStrictDerSignature(sig)).toBe(false);
  });

  it("allows a leading zero that keeps R positive", () => {
    expect(isStrictDerSignature(der([0, 0x80], [1]))).toBe(true);
  });
});

describe("hasHighS", () => {
  const lengthR = SIGNATURE[3]!;
  const r = bytesToNumberBE(SIGNATURE.subarray(4, 4 + lengthR));
  const s = bytesToNumberBE(SIGNATURE.subarray(6 + lengthR, -1));

  it("tells a signature from its malleated twin", () => {
    expect(hasHighS(SIGNATURE)).toBe(false);
    expect(hasHighS(der(integer(r), integer(ORDER - s)))).toBe(true);
  });

  it("does not call an S at or above the order high: such a signature is just invalid", () => {
    expect(hasHighS(der(integer(r), integer(ORDER)))).toBe(false);
  });
});

describe("isDefinedHashType", () => {
  it.each([[0x01, true], [0x02, true], [0x03, true], [0x81, true], [0x83, true], [0x00, false], [0x04, false], [0x84, false], [0x41, false]])(
    "reads hash type %i as %s",
    (hashType, defined) => {
      expect(isDefinedHashType(Uint8Array.of(...SIGNATURE.subarray(0, -1), hashType))).toBe(defined);
    },
  );
});

describe("signatureEncodingFault and publicKeyEncodingFault", () => {
  it("lets the empty signature through (a sanctioned way to fail a CHECKSIG) and names each fault", () => {
    expect(signatureEncodingFault(new Uint8Array(0))).toBeUndefined();
    expect(signatureEncodingFault(SIGNATURE)).toBeUndefined();
    expect(signatureEncodingFault(der([0x80], [1]))).toBe("SIG_DER");
    expect(signatureEncodingFault(Uint8Array.of(...SIGNATURE.subarray(0, -1), 0x05))).toBe("SIG_HASHTYPE");
  });

  it("accepts compressed keys everywhere, uncompressed ones only before segwit, hybrid ones nowhere", () => {
    expect(publicKeyEncodingFault(key.publicKey, "witness_v0")).toBeUndefined();
    expect(publicKeyEncodingFault(key.uncompressedPublicKey, "base")).toBeUndefined();
    expect(publicKeyEncodingFault(key.uncompressedPublicKey, "witness_v0")).toBe("WITNESS_PUBKEYTYPE");
    expect(publicKeyEncodingFault(Uint8Array.of(0x06, ...key.uncompressedPublicKey.subarray(1)), "base")).toBe("PUBKEYTYPE");
    expect(publicKeyEncodingFault(key.xOnlyPublicKey, "base")).toBe("PUBKEYTYPE");
  });
});

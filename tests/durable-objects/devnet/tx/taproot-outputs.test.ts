import { hex } from "@scure/base";
import { TaprootControlBlock, p2tr } from "@scure/btc-signer";
import { taprootTweakPrivKey } from "@scure/btc-signer/utils.js";
import { describe, expect, it } from "vitest";
import { Keyring } from "../../../../durable-objects/devnet/tx/keys.ts";
import { inscriptionLeaf } from "../../../../durable-objects/devnet/tx/script-kinds.ts";
import { keyPathOutput, scriptPathOutput } from "../../../../durable-objects/devnet/tx/taproot-outputs.ts";

const keyring = new Keyring("taproot-outputs");
// Keys of both parities: a key whose y is odd signs with its negation.
const pairs = Array.from({ length: 12 }, (_, i) => keyring.keyPair(i));

describe("taproot outputs", () => {
  it("covers keys of both parities", () => {
    expect(new Set(pairs.map((pair) => pair.publicKey[0]))).toEqual(new Set([0x02, 0x03]));
  });

  it("tweaks a key pair as the reference builder does: the same output key and signing key", () => {
    for (const pair of pairs) {
      const { outputKey, signingKey } = keyPathOutput(pair.privateKey, pair.publicKey);
      expect(hex.encode(Uint8Array.of(0x51, 0x20, ...outputKey))).toBe(hex.encode(p2tr(pair.xOnlyPublicKey).script));
      expect(hex.encode(signingKey)).toBe(hex.encode(taprootTweakPrivKey(pair.privateKey)));
    }
  });

  it("commits a leaf to the NUMS key as the reference builder does, with its control block", () => {
    for (const pair of pairs) {
      const leaf = inscriptionLeaf(pair.xOnlyPublicKey, `leaf ${hex.encode(pair.xOnlyPublicKey)}`);
      const reference = p2tr(undefined, [{ script: leaf }], undefined, true);
      const { outputKey, controlBlock } = scriptPathOutput(leaf);
      expect(hex.encode(Uint8Array.of(0x51, 0x20, ...outputKey))).toBe(hex.encode(reference.script));
      expect(hex.encode(controlBlock)).toBe(hex.encode(TaprootControlBlock.encode(reference.tapLeafScript![0]![0])));
    }
  });
});

import { hex } from "@scure/base";
import { RawTx } from "@scure/btc-signer";
import { describe, expect, it } from "vitest";
import { ByteWriter, internalOrder } from "../../../../durable-objects/devnet/tx/byte-writer.ts";
import { type TransactionParts, encodeTransaction } from "../../../../durable-objects/devnet/tx/raw-transaction.ts";

const written = (write: (writer: ByteWriter) => ByteWriter) => hex.encode(write(new ByteWriter(1)).bytes());

describe("ByteWriter", () => {
  it("writes little-endian numbers, 64-bit ones from safe integers", () => {
    expect(written((w) => w.u8(0xab).u32(0x01020304).u32(-1))).toBe("ab04030201ffffffff");
    expect(written((w) => w.u64(2_100_000_000_000_000))).toBe("0040075af0750700");
    expect(written((w) => w.u64(Number.MAX_SAFE_INTEGER))).toBe("ffffffffffff1f00");
  });

  it("writes CompactSize at each boundary", () => {
    const compact = (n: number) => written((w) => w.compactSize(n));
    expect([compact(0), compact(0xfc), compact(0xfd), compact(0xffff), compact(0x1_0000), compact(0xffff_ffff), compact(0x1_0000_0000)]).toEqual([
      "00",
      "fc",
      "fdfd00",
      "fdffff",
      "fe00000100",
      "feffffffff",
      "ff0000000001000000",
    ]);
  });

  it("grows past its first capacity and hands out a copy", () => {
    const writer = new ByteWriter(2);
    const big = Uint8Array.from({ length: 70_000 }, (_, i) => i & 0xff);
    const bytes = writer.sized(big).bytes();
    expect(bytes.length).toBe(5 + 70_000);
    expect(Buffer.from(bytes.subarray(5)).equals(big)).toBe(true);
    writer.u8(1);
    expect(bytes.length).toBe(70_005);
  });

  it("reverses a txid without touching the original", () => {
    const txid = Uint8Array.of(1, 2, 3);
    expect([...internalOrder(txid)]).toEqual([3, 2, 1]);
    expect([...txid]).toEqual([1, 2, 3]);
  });
});

describe("encodeTransaction's serialisation", () => {
  const input = (n: number, witness: Uint8Array[] = []) => ({ txid: new Uint8Array(32).fill(n), index: n, scriptSig: new Uint8Array(n % 3), sequence: 0xffff_fffd - n, witness });
  const reference = (parts: TransactionParts, withWitness: boolean) => {
    const segwit = withWitness && parts.inputs.some((i) => i.witness.length > 0);
    return hex.encode(
      RawTx.encode({
        version: parts.version,
        segwitFlag: segwit,
        inputs: parts.inputs.map((i) => ({ txid: i.txid, index: i.index, finalScriptSig: i.scriptSig, sequence: i.sequence })),
        outputs: parts.outputs.map((o) => ({ amount: BigInt(o.value), script: o.script })),
        witnesses: segwit ? parts.inputs.map((i) => [...i.witness]) : undefined,
        lockTime: parts.locktime,
      }),
    );
  };

  it("matches the reference coder with and without witness, at CompactSize boundaries", () => {
    const cases: TransactionParts[] = [
      { version: 1, locktime: 0, inputs: [input(1)], outputs: [{ value: 5_000, script: Uint8Array.of(0x6a) }] },
      { version: -1, locktime: 840_000, inputs: [input(2, [Uint8Array.of(1, 2), new Uint8Array(0)]), input(3)], outputs: [{ value: 1, script: new Uint8Array(0xfd) }] },
      {
        version: 2,
        locktime: 0xffff_ffff,
        inputs: Array.from({ length: 0xfd }, (_, n) => input(n % 250, [new Uint8Array(n)])),
        outputs: [{ value: 2_100_000_000_000_000, script: new Uint8Array(0x1_0000) }],
      },
    ];
    for (const parts of cases) {
      const encoded = encodeTransaction(parts);
      expect(encoded.hex).toBe(reference(parts, true));
      expect(encoded.weight).toBe((reference(parts, false).length / 2) * 3 + encoded.size);
    }
  });

  it("gives a transaction without witness the same txid and wtxid", () => {
    const encoded = encodeTransaction({ version: 2, locktime: 0, inputs: [input(4)], outputs: [{ value: 10, script: Uint8Array.of(0x51) }] });
    expect(encoded.wtxid).toBe(encoded.txid);
    expect(encoded.weight).toBe(encoded.size * 4);
  });
});

import { describe, expect, it } from "vitest";
import { applyProjectedDelta, readProjectedBlockMessage, unpackTransaction } from "../../../client/live/projected-block.ts";
import { tuple, txid } from "./live-builders.ts";

describe("projected block messages", () => {
  it("unpacks a tuple, marking only an eighth element of 1 as accelerated", () => {
    expect(unpackTransaction(tuple(1))?.acc).toBeUndefined();
    expect(unpackTransaction(tuple(1, 10, true))?.acc).toBe(true);
    expect(unpackTransaction([...tuple(1), 0])?.acc).toBeUndefined();
    expect(unpackTransaction(tuple(1))?.txid).toBe(txid(1));
  });

  it.each([
    ["a short tuple", [txid(1), 1, 2, 3, 4, 5]],
    ["a bad txid", ["zz", 1, 2, 3, 4, 5, 6]],
    ["a text fee", [txid(1), "1", 2, 3, 4, 5, 6]],
    ["an object", { txid: txid(1) }],
  ])("refuses %s", (_, value) => {
    expect(unpackTransaction(value)).toBeUndefined();
  });

  it.each([
    ["an index out of range", { index: 8, sequence: 1, blockTransactions: [] }],
    ["a negative index", { index: -1, sequence: 1, blockTransactions: [] }],
    ["a fractional sequence", { index: 0, sequence: 1.5, blockTransactions: [] }],
    ["no list and no delta", { index: 0, sequence: 1 }],
    ["a delta with a bad removal", { index: 0, sequence: 1, delta: { added: [], removed: [1], changed: [] } }],
    ["a delta with a bad change", { index: 0, sequence: 1, delta: { added: [], removed: [], changed: [[txid(1), "x", 0, 0]] } }],
  ])("refuses %s", (_, value) => {
    expect(readProjectedBlockMessage(value)).toBeUndefined();
  });

  it("lets an added transaction replace a listed one with the same txid, at the end", () => {
    const [a, b] = [unpackTransaction(tuple(1))!, unpackTransaction(tuple(2))!];
    const again = unpackTransaction(tuple(1, 30))!;
    expect(applyProjectedDelta([a, b], { added: [again], removed: [], changed: [] })).toEqual([b, again]);
  });

  it("clears the accelerated mark when a change says 0", () => {
    const accelerated = unpackTransaction(tuple(1, 10, true))!;
    const [changed] = applyProjectedDelta([accelerated], { added: [], removed: [], changed: [{ txid: txid(1), rate: 11, flags: 9, acc: false }] });
    expect(changed).toEqual({ txid: txid(1), fee: 1_001, vsize: 100, value: 50_000, rate: 11, flags: 9, time: 1_732_000_000 });
  });
});
